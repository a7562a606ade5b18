import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { OfflineRecogniser } from './OfflineRecogniser';

const run = promisify(execFile);

/** Debian's packages: the recogniser, its US English model, and sox to resample. */
export const POCKETSPHINX_PACKAGES = 'pocketsphinx pocketsphinx-en-us sox';
const RECOGNISER = 'pocketsphinx_continuous';
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Chosen: recognition takes well under real time; a minute of audio gets two. */
const TIMEOUT_MS = 120_000;

/** The binaries on PATH, found without running them. */
function onPath(name: string): boolean {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir !== '' && existsSync(join(dir, name)));
}

/**
 * CMU PocketSphinx from Debian (BSD licence), the one speech model that
 * installs offline; null when its packages are not installed. The
 * recording is resampled to 16 kHz mono 16-bit with sox, as the acoustic
 * model expects, and decoded with the general English language model.
 */
export function pocketsphinx(): OfflineRecogniser | null {
  if (!onPath(RECOGNISER) || !onPath('sox') || !existsSync(MODEL_DIR)) return null;
  return {
    description: 'pocketsphinx (US English, offline)',
    understands: (languageCode) => /^en(-|$)/i.test(languageCode),
    async transcribe(wav) {
      const dir = await mkdtemp(join(tmpdir(), 'vg-speech-'));
      try {
        const input = join(dir, 'in.wav');
        const resampled = join(dir, '16k.wav');
        await writeFile(input, wav);
        await run('sox', [input, '-r', '16000', '-c', '1', '-b', '16', resampled], {
          timeout: TIMEOUT_MS,
        });
        const { stdout } = await run(RECOGNISER, ['-infile', resampled, '-logfn', '/dev/null'], {
          timeout: TIMEOUT_MS,
          maxBuffer: 1024 * 1024,
        });
        return stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
