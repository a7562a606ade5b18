import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechClient } from '@google-cloud/speech';
import { readFileSync } from 'node:fs';
import { pocketsphinx } from './pocketsphinx';
import { localSpeechClient as localClient } from './localSpeechClient';
import { languageNotCovered, NO_OFFLINE_MODEL, startSpeech } from './startSpeech';
import { silence, tone, wavFile } from './wavFixtures';

/** A human reading, from Debian's pocketsphinx-testdata (LibriVox, public domain). */
const HUMAN_CLIP =
  '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

describe('local speech service with pocketsphinx', () => {
  const recogniser = pocketsphinx();
  let speech: Awaited<ReturnType<typeof startSpeech>>;
  let client: SpeechClient;

  beforeAll(async () => {
    speech = await startSpeech({ host: '127.0.0.1', port: 18096, recogniser });
    client = localClient(18096);
  });
  afterAll(async () => {
    await client.close();
    await speech.close();
  });

  it('is installed (.ci/run installs pocketsphinx, pocketsphinx-en-us, sox and the test clips)', () => {
    expect(recogniser?.description).toBe('pocketsphinx (US English, offline)');
    expect(speech.recogniser).toBe('pocketsphinx (US English, offline)');
  });

  it('turns a human recording into words in the service wire format', async () => {
    const [response] = await client.recognize({
      config: { languageCode: 'en-US' },
      audio: { content: readFileSync(HUMAN_CLIP).toString('base64') },
    });
    const transcript = response.results?.[0]?.alternatives?.[0]?.transcript ?? '';
    // The reader says "… had then leisure to consider how much there might be …".
    expect(transcript).toContain('leisure to consider how much');
    expect(response.results?.[0]?.languageCode).toBe('en-us');
    expect(response.totalBilledTime?.seconds).toBe('8');
  }, 60_000);

  it('says clearly which languages it cannot transcribe', async () => {
    const request = client.recognize({
      config: { languageCode: 'de-DE' },
      audio: { content: readFileSync(HUMAN_CLIP).toString('base64') },
    });
    await expect(request).rejects.toMatchObject({
      code: 12,
      message: languageNotCovered('de-DE'),
    });
  });
});

describe('local speech service through @google-cloud/speech, with no recogniser installed', () => {
  let speech: Awaited<ReturnType<typeof startSpeech>>;
  let client: SpeechClient;

  beforeAll(async () => {
    speech = await startSpeech({ host: '127.0.0.1', port: 18095, recogniser: null });
    client = localClient(18095);
  });
  afterAll(async () => {
    await client.close();
    await speech.close();
  });

  const recognize = (audio: Buffer | null, languageCode = 'en-US') =>
    client.recognize({
      config: { languageCode },
      ...(audio ? { audio: { content: audio.toString('base64') } } : {}),
    });

  it('answers a silent recording as the service does: no results, billed time', async () => {
    const [response] = await recognize(wavFile(silence(1.5)));
    expect(response.results).toEqual([]);
    expect(response.totalBilledTime?.seconds).toBe('2');
  });

  it('says plainly what to install to transcribe a recording with a voice', async () => {
    const spoken = new Float32Array([...silence(0.3), ...tone(1, 0.3), ...silence(0.3)]);
    await expect(recognize(wavFile(spoken))).rejects.toMatchObject({
      code: 12,
      message: NO_OFFLINE_MODEL,
    });
  });

  it('refuses bad requests with INVALID_ARGUMENT and a reason', async () => {
    await expect(recognize(null)).rejects.toMatchObject({
      code: 3,
      message: 'RecognitionAudio not set.',
    });
    await expect(recognize(wavFile(silence(1)), '')).rejects.toMatchObject({
      code: 3,
      message: 'Invalid recognition config: language_code is required.',
    });
    await expect(recognize(Buffer.from('OggS....'))).rejects.toMatchObject({
      code: 3,
      message: 'The audio is not a WAV file (no RIFF header).',
    });
    const flac = client.recognize({
      config: { languageCode: 'en-US', encoding: 'FLAC' },
      audio: { content: wavFile(silence(1)).toString('base64') },
    });
    await expect(flac).rejects.toMatchObject({
      code: 3,
      message: 'The local speech service reads LINEAR16 (WAV) audio only.',
    });
  });

  it('answers unknown paths and methods in the service error format', async () => {
    const missing = await fetch(`${speech.origin}/v2/nothing`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
    const longRunning = await fetch(`${speech.origin}/v1/speech:longrunningrecognize`, {
      method: 'POST',
      body: '{}',
    });
    expect(longRunning.status).toBe(501);
    const broken = await fetch(`${speech.origin}/v1/speech:recognize`, {
      method: 'POST',
      body: '{not json',
    });
    expect(await broken.json()).toEqual({
      error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' },
    });
  });
});
