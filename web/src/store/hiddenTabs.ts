import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from './storageKeys';

interface HiddenTabsState {
  /** Per signed-in user: the agent tabs they hid (spec 4 §6, remembered on this device). */
  byUser: Record<string, string[]>;
  setHidden: (uid: string, tabs: string[]) => void;
}

export const useHiddenTabsStore = create<HiddenTabsState>()(
  persist(
    (set) => ({
      byUser: {},
      setHidden: (uid, tabs) =>
        set((state) => ({ byUser: { ...state.byUser, [uid]: [...new Set(tabs)].sort() } })),
    }),
    { name: STORAGE_KEYS.hiddenTabs, storage: createJSONStorage(() => localStorage) },
  ),
);

const NONE: readonly string[] = [];

/** The tabs `uid` hid; the same array between renders while unchanged. */
export function useHiddenTabs(uid: string): readonly string[] {
  return useHiddenTabsStore((state) => state.byUser[uid] ?? NONE);
}
