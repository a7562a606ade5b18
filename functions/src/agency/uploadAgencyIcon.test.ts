import { describe, expect, it } from 'vitest';
import { useLocalBucket } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';

useLocalBucket();

const { api, owner, visitor } = useApiHarness();

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('POST /agencies/icon', () => {
  const upload = async (body: Record<string, unknown>, token = owner.idToken) => {
    const init = await api.call('POST', '/api/eu/agencies/init', { token: owner.idToken });
    return api.call('POST', '/api/eu/agencies/icon', {
      token,
      body: { agencyId: init.body.agencyId, variant: 'light', ...body },
    });
  };

  it('stores a PNG logo and answers a URL that serves it', async () => {
    const answer = await upload({ base64Payload: PNG, filename: 'logo.png' });
    expect(answer.status).toBe(201);
    const url = String(answer.body.url);
    expect(url).toContain('/agencies/');
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
  });

  it('refuses more than 1 MB, SVG, someone else and an unknown agency', async () => {
    const big = `data:image/png;base64,${Buffer.alloc(1_100_000, 1).toString('base64')}`;
    expect(await upload({ base64Payload: big })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-request', message: 'Max size: 1 MBs' } },
    });
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect((await upload({ base64Payload: svg })).status).toBe(400);
    expect((await upload({ base64Payload: PNG }, visitor.idToken)).status).toBe(403);
    const unknown = await api.call('POST', '/api/eu/agencies/icon', {
      token: owner.idToken,
      body: { agencyId: 'no-such-agency', variant: 'dark', base64Payload: PNG },
    });
    expect(unknown.status).toBe(404);
  });
});
