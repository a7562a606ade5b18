import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '@vg/common/dev/chromiumLaunchOptions';

/**
 * Debian's Chromium as `launchBrowser` starts it, plus a fake microphone:
 * getUserMedia answers at once (no permission prompt). Without a recording
 * the microphone plays Chromium's generated beeps; with one (a PCM WAV
 * file) it plays that, over and over, so hold-to-record dictation records
 * exactly what a test chose.
 */
export function launchBrowserWithFakeMicrophone(recording?: Buffer): Promise<Browser> {
  const args = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  if (recording) {
    const file = join(mkdtempSync(join(tmpdir(), 'vg-mic-')), 'microphone.wav');
    writeFileSync(file, recording);
    args.push(`--use-file-for-fake-audio-capture=${file}`);
  }
  return chromium.launch(chromiumLaunchOptions(args));
}
