import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from './Router';

/** The deepest route a path resolves to, with its parameters. */
function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  return { path: last?.route.path, index: last?.route.index ?? false, params: last?.params ?? {} };
}

describe('routes', () => {
  it('serves the prototype at /app/{region}/prototype?vg_id=', () => {
    expect(resolve('/app/eu/prototype')).toMatchObject({
      path: 'prototype',
      params: { region: 'eu' },
    });
  });

  it("serves the prototype under an agency's domain at /{region}/prototype/{id}", () => {
    expect(resolve('/na/prototype/agent-7')).toMatchObject({
      index: true,
      params: { region: 'na', agentId: 'agent-7' },
    });
  });

  it('keeps the demo page and unknown paths where they were', () => {
    expect(resolve('/app/eu/demo/agent-7/page1')).toMatchObject({
      path: 'demo/:agentId/page1',
      params: { region: 'eu', agentId: 'agent-7' },
    });
    expect(resolve('/somewhere/else').path).toBe('*');
  });
});
