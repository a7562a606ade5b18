/** A message as FCM's HTTP v1 API takes it (the parts a web push uses). */
export interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string; image?: string };
  data?: Record<string, string>;
  webpush?: {
    headers?: Record<string, string>;
    notification?: Record<string, unknown>;
    fcm_options?: { link?: string };
  };
}

/** One message the stand-in accepted: what a browser with that token would have shown. */
export interface PushedMessage {
  /** projects/{project}/messages/{id}, as FCM names it. */
  name: string;
  project: string;
  receivedAt: string;
  message: FcmMessage;
}
