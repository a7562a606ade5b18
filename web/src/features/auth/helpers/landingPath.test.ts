import { describe, expect, it } from 'vitest';
import { landingPath } from './landingPath';

const client = { widgetIDs: ['w1', 'w2'], canAccess: ['/convos', '/home'] };

describe('landingPath', () => {
  it('sends workspace users to the agent list of the region', () => {
    expect(landingPath({ region: 'na', next: null, client: null })).toBe('/app/na/agents');
  });

  it('sends a client to the first accessible tab of its first widget', () => {
    expect(
      landingPath({ region: 'eu', next: null, client: { region: 'eu', record: client } }),
    ).toBe('/app/eu/agents/w1/convos');
  });

  it('maps an overview entry to home and uses the region the client record is in', () => {
    const record = { widgetIDs: ['w9'], canAccess: ['/overview', '/kb'] };
    expect(landingPath({ region: 'eu', next: null, client: { region: 'na', record } })).toBe(
      '/app/na/agents/w9/home',
    );
  });

  it('keeps a client without widgets inside the dashboard (the no-agents notice shows there)', () => {
    const record = { widgetIDs: [], canAccess: ['/home'] };
    expect(landingPath({ region: 'eu', next: null, client: { region: 'eu', record } })).toBe(
      '/app/eu/agents',
    );
  });

  it('honours a next path of this app, never another origin', () => {
    expect(landingPath({ region: 'eu', next: '/app/eu/agents/a/convos', client: null })).toBe(
      '/app/eu/agents/a/convos',
    );
    expect(landingPath({ region: 'eu', next: '//evil.test/x', client: null })).toBe(
      '/app/eu/agents',
    );
  });
});
