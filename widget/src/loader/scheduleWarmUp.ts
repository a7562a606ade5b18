/**
 * Calls `warm` ahead of the visitor's first click on the launcher, so the
 * chat's page and code are loaded and run before they are needed (see
 * README, "Warming the chat"): when the host page has loaded and the browser
 * is idle (at most 3 s later), unless the visitor asked to save data or is
 * on a 2G connection; and at once when the visitor shows the intent to open
 * it (the pointer enters the launcher, a finger touches it, the keyboard
 * focuses it). `warm` may be called more than once.
 */
export function scheduleWarmUp(win: Window, launcher: HTMLElement, warm: () => void): void {
  for (const intent of ['pointerenter', 'touchstart', 'focus'])
    launcher.addEventListener(intent, warm, { passive: true });
  const connection = (
    win.navigator as { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  if (connection?.saveData || /2g/.test(String(connection?.effectiveType))) return;
  const whenIdle = () =>
    win.requestIdleCallback
      ? win.requestIdleCallback(warm, { timeout: 3000 })
      : win.setTimeout(warm);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle);
}
