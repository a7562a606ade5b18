import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SpeechClient } from '@google-cloud/speech';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSpeechClient } from './localSpeechClient';
import { bestOfflineRecogniser } from './bestOfflineRecogniser';
import { languageNotCovered, startSpeech } from './startSpeech';
import { silence, tone, wavFile } from './wavFixtures';
import { whisper, type WhisperRecogniser } from './whisper';
import { whisperModelFile } from './whisperModelFile';
import { writeTinyWhisperModel } from './writeTinyWhisperModel';

// These tests run whisper.cpp for real on a tiny random-weight model that
// a script writes (writeTinyWhisperModel): they check the mechanics (the
// model's own process, the wire format, languages, failures), never what
// the model writes down, which is noise.
const dir = mkdtempSync(join(tmpdir(), 'vg-whisper-'));
const modelsDir = join(dir, 'models');
const MODEL = join(modelsDir, 'ggml-tiny-random.en.bin');
const spoken = () =>
  wavFile(new Float32Array([...silence(0.3), ...tone(1.5, 0.3), ...silence(0.3)]));

mkdirSync(modelsDir);
writeTinyWhisperModel(MODEL);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the speech service with a whisper.cpp model', () => {
  let recogniser: WhisperRecogniser;
  let speech: Awaited<ReturnType<typeof startSpeech>>;
  let client: SpeechClient;

  beforeAll(async () => {
    recogniser = whisper(MODEL, { threads: 1 });
    await recogniser.ready;
    speech = await startSpeech({ host: '127.0.0.1', port: 18097, recogniser });
    client = localSpeechClient(18097);
  }, 60_000);
  afterAll(async () => {
    // Also when the model did not load (beforeAll failed and says why).
    await client?.close();
    await (speech ?? recogniser)?.close();
  });

  it('names the model file in the ready table', () => {
    expect(speech.recogniser).toBe('whisper.cpp (ggml-tiny-random.en.bin, offline)');
  });

  it('transcribes in its own process: the service answers others meanwhile', async () => {
    const voice = client.recognize({
      config: { languageCode: 'en-US' },
      audio: { content: spoken().toString('base64') },
    });
    let voiceAnswered = false;
    void voice.then(() => (voiceAnswered = true));
    const [quiet] = await client.recognize({
      config: { languageCode: 'en-US' },
      audio: { content: wavFile(silence(1)).toString('base64') },
    });
    expect(quiet.results).toEqual([]);
    // whisper.cpp works for seconds on a recording; the silent one was answered first.
    expect(voiceAnswered).toBe(false);
    const [response] = await voice;
    expect(response.totalBilledTime?.seconds).toBe('3');
    for (const result of response.results ?? []) {
      expect(result.languageCode).toBe('en-us');
      expect(result.alternatives?.[0]?.transcript).toMatch(/^\S(.*\S)?$/s);
    }
  }, 120_000);

  it('understands English only with an English-only (.en) model', async () => {
    expect(recogniser.understands('en-GB')).toBe(true);
    expect(recogniser.understands('de-DE')).toBe(false);
    await expect(
      client.recognize({
        config: { languageCode: 'de-DE' },
        audio: { content: spoken().toString('base64') },
      }),
    ).rejects.toMatchObject({ code: 12, message: languageNotCovered('de-DE') });
  });
});

describe('choosing the offline recogniser', () => {
  it('prefers whisper.cpp when a model file is in the models folder', async () => {
    const chosen = await bestOfflineRecogniser({}, modelsDir);
    expect(chosen?.description).toBe('whisper.cpp (ggml-tiny-random.en.bin, offline)');
    await chosen?.close?.();
  }, 60_000);

  it('passes over a model file whisper.cpp cannot load, says why, and uses pocketsphinx', async () => {
    const brokenDir = join(dir, 'broken');
    mkdirSync(brokenDir);
    // The right magic and then a cut-off header: whisper.cpp aborts its process on this.
    writeFileSync(join(brokenDir, 'ggml-broken.bin'), readFileSync(MODEL).subarray(0, 20));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const chosen = await bestOfflineRecogniser({}, brokenDir);
    expect(chosen?.description).toBe('pocketsphinx (US English, offline)');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`whisper could not use ${join(brokenDir, 'ggml-broken.bin')}`),
    );
    warn.mockRestore();
  }, 60_000);

  it('finds the model by VG_WHISPER_MODEL (a file or a folder), else in the models folder', () => {
    expect(whisperModelFile({ VG_WHISPER_MODEL: MODEL }, join(dir, 'none'))).toBe(MODEL);
    expect(whisperModelFile({ VG_WHISPER_MODEL: modelsDir }, join(dir, 'none'))).toBe(MODEL);
    expect(whisperModelFile({}, modelsDir)).toBe(MODEL);
    expect(whisperModelFile({}, join(dir, 'none'))).toBeUndefined();
    expect(
      whisperModelFile({ VG_WHISPER_MODEL: join(dir, 'none.bin') }, modelsDir),
    ).toBeUndefined();
  });
});
