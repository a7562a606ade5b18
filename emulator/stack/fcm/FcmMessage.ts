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

/**
 * A browser's web push subscription as FCM's registration API takes it
 * (`POST /v1/projects/{project}/registrations`, body `{web: …}`): the push
 * service endpoint, the subscription's keys (base64url) and the VAPID public
 * key it was made with, when not FCM's default.
 */
export interface WebRegistration {
  origin?: string;
  endpoint: string;
  auth: string;
  p256dh: string;
  applicationPubKey?: string;
}

/** One registration token the stand-in issued, and the browser it reaches. */
export interface IssuedToken {
  token: string;
  project: string;
  web: WebRegistration;
  registeredAt: string;
}
