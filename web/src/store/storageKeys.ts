/** Local-storage keys the dashboard owns; sign-out clears the session ones. */
export const STORAGE_KEYS = {
  /** Side-nav pin preference (name as the product stores it). */
  navPinned: 'pinned_thing',
  videoDismissed: 'video_dismissed',
  theme: 'vg_theme',
  region: 'vg_region',
  selectedWorkspace: 'vg_selected_workspace',
  selectedAgent: 'selected_agent_id',
  clientData: 'vg_client_data',
  sessionToken: 'vg_session_token',
  hiddenTabs: 'vg_hidden_tabs',
  notificationSettings: 'vg_notification_settings',
} as const;

/** What sign-out removes: the session, the chosen workspace and any client data. */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.selectedWorkspace,
  STORAGE_KEYS.selectedAgent,
  STORAGE_KEYS.clientData,
  STORAGE_KEYS.sessionToken,
] as const;
