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
  /** This browser's push registration token and the client record it was written to. */
  pushRegistration: 'vg_push_registration',
  /** The local stack only: the stand-in push subscription of a browser that cannot subscribe offline. */
  localPushSubscription: 'vg_local_push_subscription',
  /** The local stack only: the token the stand-in issued for that subscription. */
  localPushToken: 'vg_local_push_token',
} as const;

/** What sign-out removes: the session, the chosen workspace and any client data. */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.selectedWorkspace,
  STORAGE_KEYS.selectedAgent,
  STORAGE_KEYS.clientData,
  STORAGE_KEYS.sessionToken,
] as const;
