import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../../testing/useApiHarness';
import { seedAgent } from '../../testing/seed';

const { api, visitor, owner } = useApiHarness();

// Forty-four bytes of a WAV header: enough to pass the input checks.
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40)]).toString('base64');

describe('POST /vg/{agentId}/stt', () => {
  it('says clearly that speech-to-text is not configured when no speech service is set up', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const answer = await api.call('POST', `/api/eu/vg/${agentId}/stt`, {
      token: visitor.idToken,
      body: { vg_id: agentId, base64Audio: wav, lang: 'en' },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      error: {
        code: 'speech-not-configured',
        message:
          'Speech-to-text is not configured: add Google Cloud credentials to the agent or set VG_SPEECH_PROVIDER=google.',
      },
    });
  });

  it('rejects bad audio, a mismatched agent and anonymous calls before any work', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const path = `/api/eu/vg/${agentId}/stt`;
    const notBase64 = await api.call('POST', path, {
      token: visitor.idToken,
      body: { base64Audio: '<script>' },
    });
    expect(notBase64).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          message: 'Invalid request: base64Audio is not base64 data.',
        },
      },
    });
    const empty = await api.call('POST', path, {
      token: visitor.idToken,
      body: { base64Audio: '' },
    });
    expect(errorOf(empty).message).toMatch(/base64Audio: is empty/);
    const huge = await api.call('POST', path, {
      token: visitor.idToken,
      body: { base64Audio: Buffer.alloc(2_100_000).toString('base64') },
    });
    expect(huge.status).toBe(413);
    const other = await api.call('POST', path, {
      token: visitor.idToken,
      body: { vg_id: 'other', base64Audio: wav },
    });
    expect(other.status).toBe(400);
    expect((await api.call('POST', path, { body: { base64Audio: wav } })).status).toBe(401);
  });
});
