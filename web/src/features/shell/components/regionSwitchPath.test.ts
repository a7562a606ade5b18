import { describe, expect, it } from 'vitest';
import { regionSwitchPath } from './regionSwitchPath';

describe('regionSwitchPath', () => {
  it('keeps the page when it exists in both regions', () => {
    expect(regionSwitchPath('/app/eu/agents', 'na')).toBe('/app/na/agents');
    expect(regionSwitchPath('/app/na/account/billing', 'eu')).toBe('/app/eu/account/billing');
  });
  it('sends agent pages to the other region’s agent list', () => {
    expect(regionSwitchPath('/app/eu/agents/abc/overview', 'na')).toBe('/app/na/agents');
  });
  it('falls back to the agent list outside the app', () => {
    expect(regionSwitchPath('/login', 'na')).toBe('/app/na/agents');
  });
});
