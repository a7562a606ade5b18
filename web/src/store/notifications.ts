import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from './storageKeys';

interface NotificationsState {
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** Panel settings, kept on this device. */
  sound: boolean;
  popUps: boolean;
  setSound: (sound: boolean) => void;
  setPopUps: (popUps: boolean) => void;
}

export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      panelOpen: false,
      setPanelOpen: (panelOpen) => set({ panelOpen }),
      sound: true,
      popUps: true,
      setSound: (sound) => set({ sound }),
      setPopUps: (popUps) => set({ popUps }),
    }),
    {
      name: STORAGE_KEYS.notificationSettings,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sound: state.sound, popUps: state.popUps }),
    },
  ),
);
