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

  it("opens an agent's insight pages on routes of their own, apart from the editor's tabs", () => {
    for (const tab of ['home', 'analytics', 'leads', 'campaigns', 'metrics'])
      expect(resolve(`/app/eu/agents/agent-7/${tab}`)).toMatchObject({
        path: tab,
        params: { region: 'eu', agentId: 'agent-7' },
      });
    expect(resolve('/app/eu/agents/agent-7/overview')).toMatchObject({
      path: ':tab/*',
      params: { tab: 'overview' },
    });
    // Nothing lies below an insight page: the editor's route says the section is not there.
    expect(resolve('/app/eu/agents/agent-7/home/more')).toMatchObject({
      path: ':tab/*',
      params: { tab: 'home', '*': 'more' },
    });
  });
});
