/**
 * How every browser test, bench and screenshot script starts Debian's
 * Chromium: headless, and without the background connections that an offline
 * machine refuses (each would otherwise wait on a failed lookup). Shaped as
 * Playwright's `LaunchOptions`; kept free of imports so any package's dev
 * tooling can use it without reaching into another package's test harness.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): {
  executablePath: string;
  args: string[];
} {
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
