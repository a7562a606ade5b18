import { create } from 'zustand';

interface EditorState {
  /** The debugger side panel with the test chat (Test toggle). */
  debuggerOpen: boolean;
  setDebuggerOpen: (open: boolean) => void;
  scriptModalOpen: boolean;
  setScriptModalOpen: (open: boolean) => void;
  versionsOpen: boolean;
  setVersionsOpen: (open: boolean) => void;
  /** Bumped to make the editor drop local edits and take the stored agent (after a revert). */
  formEpoch: number;
  reloadForm: () => void;
}

export const useEditorStore = create<EditorState>()((set) => ({
  debuggerOpen: false,
  setDebuggerOpen: (debuggerOpen) => set({ debuggerOpen }),
  scriptModalOpen: false,
  setScriptModalOpen: (scriptModalOpen) => set({ scriptModalOpen }),
  versionsOpen: false,
  setVersionsOpen: (versionsOpen) => set({ versionsOpen }),
  formEpoch: 0,
  reloadForm: () => set((state) => ({ formEpoch: state.formEpoch + 1 })),
}));
