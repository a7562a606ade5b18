import { describe, expect, it } from 'vitest';
import { switchAgentPath } from './agentPages';

describe('switchAgentPath', () => {
  it('keeps the sub-path and its query', () => {
    expect(switchAgentPath('/app/eu/agents/a1/settings', '?tab=handoff', 'eu', 'b2')).toBe(
      '/app/eu/agents/b2/settings?tab=handoff',
    );
    expect(switchAgentPath('/app/na/agents/a1/overview', '?view=theme', 'na', 'b2')).toBe(
      '/app/na/agents/b2/overview?view=theme',
    );
  });
  it('drops parameters that name the previous agent’s data', () => {
    expect(switchAgentPath('/app/eu/agents/vf/overview', '?vg_id=a1', 'eu', 'b2')).toBe(
      '/app/eu/agents/b2/overview',
    );
    expect(switchAgentPath('/app/eu/agents/a1/kb', '?doc_id=d9', 'eu', 'b2')).toBe(
      '/app/eu/agents/b2/kb',
    );
  });
  it('defaults to overview without a sub-path', () => {
    expect(switchAgentPath('/app/eu/agents/a1', '', 'eu', 'b2')).toBe('/app/eu/agents/b2/overview');
  });
});
