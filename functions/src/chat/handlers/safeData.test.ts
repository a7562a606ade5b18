import { describe, expect, it } from 'vitest';
import { uniqueId } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { seedAgent } from '../../testing/seed';
import { dbFor } from '../../firestore';

const { api, owner } = useApiHarness();

describe('GET /vg/{agentId}/safe-data', () => {
  it("lists the agent's team with presence and photo, never credentials", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const client = (id: string, fields: Record<string, unknown>) =>
      dbFor('eu')
        .doc(`clients/${id}`)
        .set({
          ID: id,
          ownerID: owner.uid,
          email: `${id}@example.com`,
          dashboardPassword: 'hunter2-secret',
          magicCode: '123456',
          FB_PUSH_TOKEN: 'push-token',
          ...fields,
        });
    const [maria, tom, other] = [uniqueId('maria'), uniqueId('tom'), uniqueId('other')];
    await client(maria, {
      name: 'Maria Lopez',
      status: 'online',
      squarePhotoURL: 'https://x.example/m.png',
      widgetIDs: [agentId],
    });
    await client(tom, { widgetIDs: ['another', agentId] });
    await client(other, { status: 'online', widgetIDs: ['another'] });
    const answer = await api.call('GET', `/api/eu/vg/${agentId}/safe-data`);
    expect(answer.status).toBe(200);
    const users = answer.body.orgUsers as Record<string, unknown>[];
    expect(users).toHaveLength(2);
    expect(users).toContainEqual({
      ID: maria,
      status: 'online',
      squarePhotoURL: 'https://x.example/m.png',
      name: 'Maria',
    });
    expect(users).toContainEqual({ ID: tom, status: 'offline' });
    const text = JSON.stringify(answer.body);
    for (const secret of ['hunter2-secret', '123456', 'push-token', '@example.com'])
      expect(text).not.toContain(secret);
  });

  it('answers 404 for an unknown agent and for the wrong region', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    expect((await api.call('GET', `/api/na/vg/${agentId}/safe-data`)).status).toBe(404);
    expect((await api.call('GET', `/api/eu/vg/nope-${agentId}/safe-data`)).status).toBe(404);
  });
});
