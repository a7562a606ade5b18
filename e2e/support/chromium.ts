import type { LaunchOptions } from 'playwright-core';

/**
 * How every browser test, bench and screenshot script here starts Debian's
 * Chromium: headless, and without the background connections that this
 * offline machine refuses (each would otherwise wait on a failed lookup).
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
