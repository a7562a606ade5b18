/* global self, clients */
/**
 * The dashboard's push worker (registered by src/data/pushRegistration.ts at
 * firebase/messaging's default path and scope). Firebase Cloud Messaging
 * delivers a message as JSON: `{notification: {title, body, …}, data,
 * fcmOptions: {link}, from, fcmMessageId}`.
 *
 * While a dashboard tab is visible the dashboard shows the notice itself (a
 * toast from its live notifications), so nothing is shown twice; otherwise
 * the notification is shown, and a click opens the notice's link (the
 * conversation) or brings a tab already on it to the front.
 *
 * Plain script, no imports: the worker must load nothing from another host,
 * and firebase/messaging's worker half would add nothing this does not do.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    return; // Not an FCM message.
  }
  if (!message || !message.notification) return;
  event.waitUntil(showUnlessVisible(message));
});

async function showUnlessVisible(message) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  const { title = '', ...options } = message.notification;
  await self.registration.showNotification(title, {
    ...options,
    data: { link: linkOf(message), convoId: message.data && message.data.convoId },
  });
}

function linkOf(message) {
  const link = (message.fcmOptions && message.fcmOptions.link) || message.notification.click_action;
  if (!link) return null;
  try {
    const url = new URL(link, self.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  if (!link) return;
  event.waitUntil(openOrFocus(link));
});

async function openOrFocus(link) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === link);
  if (open) return open.focus();
  return clients.openWindow(link);
}
