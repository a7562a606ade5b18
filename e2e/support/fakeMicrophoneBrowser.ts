import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium';

/**
 * Debian's Chromium as `launchBrowser` starts it, plus a fake microphone:
 * getUserMedia answers at once (no permission prompt) with a generated tone,
 * so hold-to-record dictation really records on this machine.
 */
export function launchBrowserWithFakeMicrophone(): Promise<Browser> {
  return chromium.launch(
    chromiumLaunchOptions(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']),
  );
}
