import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { DEFAULT_THEME } from '@vg/common/constants';
import type { Region } from '@vg/common/endpoints';
import { STORAGE_KEYS } from './storageKeys';

interface PreferencesState {
  themeName: string;
  /** Region used where the URL carries none (login, onboarding, the root path). */
  lastRegion: Region;
  setThemeName: (themeName: string) => void;
  setLastRegion: (region: Region) => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      themeName: DEFAULT_THEME,
      lastRegion: 'eu',
      setThemeName: (themeName) => set({ themeName }),
      setLastRegion: (lastRegion) => set({ lastRegion }),
    }),
    { name: STORAGE_KEYS.theme, storage: createJSONStorage(() => localStorage) },
  ),
);
