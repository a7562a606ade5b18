import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from './storageKeys';

interface NavigationState {
  /** Pinned open: the side nav stays 200px instead of expanding only on hover. */
  pinned: boolean;
  /** Phone drawer state (the nav is 80vw wide there). */
  mobileOpened: boolean;
  togglePinned: () => void;
  setMobileOpened: (opened: boolean) => void;
}

export const useNavigationStore = create<NavigationState>()(
  persist(
    (set) => ({
      pinned: true,
      mobileOpened: false,
      togglePinned: () => set((state) => ({ pinned: !state.pinned })),
      setMobileOpened: (mobileOpened) => set({ mobileOpened }),
    }),
    {
      name: STORAGE_KEYS.navPinned,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ pinned: state.pinned }),
    },
  ),
);
