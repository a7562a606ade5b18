import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';

interface SessionState {
  /** uid of the workspace (users/{uid} document) the user is working in. */
  workspaceId: string | null;
  /** Last agent opened through the switcher. */
  selectedAgentId: string | null;
  setWorkspaceId: (workspaceId: string | null) => void;
  setSelectedAgentId: (agentId: string | null) => void;
  /** Sign-out: forget the workspace, agent and any client session data. */
  clear: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      workspaceId: null,
      selectedAgentId: null,
      setWorkspaceId: (workspaceId) => set({ workspaceId }),
      setSelectedAgentId: (selectedAgentId) => {
        set({ selectedAgentId });
        // Also under the product's own selected-agent key, which sign-out clears.
        if (selectedAgentId) localStorage.setItem(STORAGE_KEYS.selectedAgent, selectedAgentId);
        else localStorage.removeItem(STORAGE_KEYS.selectedAgent);
      },
      clear: () => {
        set({ workspaceId: null, selectedAgentId: null });
        for (const key of SESSION_STORAGE_KEYS) localStorage.removeItem(key);
      },
    }),
    { name: STORAGE_KEYS.selectedWorkspace, storage: createJSONStorage(() => localStorage) },
  ),
);
