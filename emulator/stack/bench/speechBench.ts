/**
 * The offline recogniser the stack would use (whisper.cpp when a model file
 * is present, else pocketsphinx) on the human clips of Debian's pocketsphinx-testdata
 * (LibriVox read speech): word error rate against their transcription, and
 * time per second of audio.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bestOfflineRecogniser } from '../speech/bestOfflineRecogniser';
import { readWav } from '../speech/readWav';

const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';

/** Word-level edit distance (substitutions, insertions, deletions). */
function editDistance(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j += 1) {
      const same = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + same);
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Lower-case words without punctuation, as the clips' transcription is written. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

const recogniser = await bestOfflineRecogniser();
if (!recogniser) {
  console.log(
    '\nSpeech: no offline recogniser (apt-get install pocketsphinx pocketsphinx-en-us sox pocketsphinx-testdata, or a whisper.cpp model in functions/models/whisper/)',
  );
} else {
  let errors = 0;
  let wordCount = 0;
  let audioSeconds = 0;
  let decodeMs = 0;
  for (const line of readFileSync(join(CLIPS, 'transcription'), 'utf8').split('\n')) {
    const match = /^<s> (.*) <\/s> \((.+)\)$/.exec(line.trim());
    if (!match) continue;
    const wav = readFileSync(join(CLIPS, `${match[2]}.wav`));
    const { samples, sampleRate } = readWav(wav);
    const start = performance.now();
    const heard = await recogniser.transcribe(wav, 'en-US');
    decodeMs += performance.now() - start;
    audioSeconds += samples.length / sampleRate;
    const reference = match[1]!.split(' ');
    errors += editDistance(reference, words(heard));
    wordCount += reference.length;
  }
  console.log(
    `\nSpeech (${recogniser.description}, ${CLIPS.split('/').at(-1)} human clips, ${audioSeconds.toFixed(1)} s of audio)`,
  );
  console.log(
    `word error rate                 ${((errors / wordCount) * 100).toFixed(1)} % (${errors} of ${wordCount} words)`,
  );
  console.log(`time per second of audio        ${(decodeMs / audioSeconds).toFixed(0)} ms`);
  await recogniser.close?.();
}
