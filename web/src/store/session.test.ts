import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './session';

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ workspaceId: null, selectedAgentId: null });
  });

  it('remembers the agent chosen in the switcher under selected_agent_id', () => {
    useSessionStore.getState().setSelectedAgentId('agent-42');
    expect(localStorage.getItem('selected_agent_id')).toBe('agent-42');
    expect(useSessionStore.getState().selectedAgentId).toBe('agent-42');
  });

  it('forgets the workspace, the agent and client data on sign-out', () => {
    useSessionStore.getState().setWorkspaceId('ws-1');
    useSessionStore.getState().setSelectedAgentId('agent-42');
    localStorage.setItem('vg_client_data', '{"ID":"c1"}');
    localStorage.setItem('vg_session_token', 'token');
    useSessionStore.getState().clear();
    expect(useSessionStore.getState().workspaceId).toBeNull();
    for (const key of [
      'selected_agent_id',
      'vg_client_data',
      'vg_session_token',
      'vg_selected_workspace',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
