import { z } from 'zod';
import { loadAgent, loadAgentSecrets } from '../../agents/loadAgent';
import { transcribe } from '../../gateways/speech';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';

/** About a minute of 16 kHz mono WAV; dictation is short. */
const MAX_AUDIO_BYTES = 2_000_000;

export const transcribeSpeechInput = z.object({
  vg_id: z.string().max(200).optional(),
  base64Audio: z.string().min(1, 'is empty: record something first'),
  lang: z.string().max(20).default('en'),
});

/** POST /vg/{agentId}/stt: dictated audio to text, through the speech gateway. */
export const transcribeSpeech = defineEndpoint({
  method: 'POST',
  path: '/vg/:agentId/stt',
  limit: 'visitor',
  // Base64 of the largest recording, with room for the other fields.
  maxBodyBytes: Math.ceil((MAX_AUDIO_BYTES * 4) / 3) + 64 * 1024,
  input: transcribeSpeechInput,
  handle: async ({ db, params, input, caller }) => {
    const agentId = params.agentId ?? '';
    if (input.vg_id !== undefined && input.vg_id !== agentId) {
      throw new HttpError(
        400,
        `Invalid request: vg_id (${input.vg_id}) must be the agent in the path (${agentId}).`,
      );
    }
    await caller();
    const agent = await loadAgent(db, agentId);
    const base64 = input.base64Audio.replace(/^data:[^,]*,/, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64))
      throw new HttpError(400, 'Invalid request: base64Audio is not base64 data.');
    const audio = Buffer.from(base64, 'base64');
    if (audio.length > MAX_AUDIO_BYTES)
      throw new HttpError(413, 'The recording is too long: keep dictation under a minute.');
    const secrets = await loadAgentSecrets(db, agentId);
    const clientEmail = (agent as { gcloudClientEmail?: unknown }).gcloudClientEmail;
    const credentials =
      typeof clientEmail === 'string' && clientEmail && secrets.gcloudPrivateKey
        ? { clientEmail, privateKey: secrets.gcloudPrivateKey }
        : null;
    const text = await transcribe(audio, input.lang, credentials);
    return { body: { text } };
  },
});
