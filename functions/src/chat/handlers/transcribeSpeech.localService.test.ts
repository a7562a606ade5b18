import { errorOf } from '../../testing/apiClient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiHarness } from '../../testing/useApiHarness';
import { seedAgent } from '../../testing/seed';
import { localWav, startLocalSpeech } from '../../testing/localServices';

let speech: Awaited<ReturnType<typeof startLocalSpeech>>;
beforeAll(async () => {
  speech = await startLocalSpeech();
  process.env.VG_SPEECH_EMULATOR_HOST = speech.host;
});
afterAll(() => speech.close());

const { api, visitor, owner } = useApiHarness();

describe('POST /vg/{agentId}/stt through the local speech service', () => {
  const dictate = async (audio: Buffer, lang = 'de') => {
    const agentId = await seedAgent('eu', owner.uid);
    return api.call('POST', `/api/eu/vg/${agentId}/stt`, {
      token: visitor.idToken,
      body: {
        vg_id: agentId,
        base64Audio: `data:audio/wav;base64,${audio.toString('base64')}`,
        lang,
      },
    });
  };

  it('answers an empty text for a recording in which nobody spoke', async () => {
    expect(await dictate(await localWav('silence'))).toEqual({ status: 200, body: { text: '' } });
  });

  // Recognising a recording takes seconds of CPU, and longer on a busy machine.
  it(
    'turns an English human recording into words with the offline recogniser',
    { timeout: 90_000 },
    async () => {
      const answer = await dictate(await localWav('human'), 'en');
      expect(answer.status).toBe(200);
      expect((answer.body as { text: string }).text).toContain('leisure to consider how much');
    },
  );

  it('passes on, as not configured, that a language is not covered offline', async () => {
    const answer = await dictate(await localWav('voice'));
    expect(answer.status).toBe(503);
    expect(errorOf(answer).code).toBe('speech-not-configured');
    expect(errorOf(answer).message).toBe(
      'The offline recogniser understands English only, not de-DE. Dictation in other languages needs Google Speech (VG_SPEECH_PROVIDER=google, or credentials saved on the agent).',
    );
  });

  it('answers 400 with the service reason for audio that is not WAV', async () => {
    const answer = await dictate(Buffer.from('OggS, a compressed recording'));
    expect(answer).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          message:
            'The speech service could not read this recording: The audio is not a WAV file (no RIFF header).',
        },
      },
    });
  });
});
