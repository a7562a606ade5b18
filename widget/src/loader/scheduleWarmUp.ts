interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** How long an idle moment may be waited for after the page's load before warming anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `warm` (once) ahead of the visitor's first click on the launcher, so
 * the chat's page and code are loaded and run before they are needed (see
 * README, "Warming the chat"): when the host page has loaded and the browser
 * is idle, unless the visitor asked to save data or is on a 2G connection;
 * and at once when the visitor shows the intent to open it (the pointer
 * enters the launcher, a finger touches it, the keyboard focuses it).
 */
export function scheduleWarmUp(win: Window, launcher: HTMLElement, warm: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    launcher.removeEventListener('pointerenter', once);
    launcher.removeEventListener('touchstart', once);
    launcher.removeEventListener('focus', once);
    warm();
  };
  launcher.addEventListener('pointerenter', once);
  launcher.addEventListener('touchstart', once, { passive: true });
  launcher.addEventListener('focus', once);

  const connection = (win.navigator as { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(once, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
