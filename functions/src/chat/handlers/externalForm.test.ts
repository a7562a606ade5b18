import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { uniqueId } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { dbFor } from '../../firestore';

const { api } = useApiHarness();

describe('GET /get-gform', () => {
  it('serves a stored form definition', async () => {
    const formId = uniqueId('form');
    const definition = {
      title: 'Book a fitting',
      fields: [{ id: 'email', label: 'E-mail:email', type: 'SHORT_ANSWER', required: true }],
    };
    await dbFor('eu').doc(`forms/${formId}`).set(definition);
    const answer = await api.call('GET', `/api/eu/get-gform?form_id=${formId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(definition);
  });

  it('answers 404 for unknown forms and 400 for hostile ids', async () => {
    expect((await api.call('GET', '/api/eu/get-gform?form_id=missing')).status).toBe(404);
    const hostile = await api.call('GET', '/api/eu/get-gform?form_id=..%2Fusers%2Fx');
    expect(hostile.status).toBe(400);
    expect(errorOf(hostile).message).toContain('form_id');
    expect((await api.call('GET', '/api/eu/get-gform')).status).toBe(400);
  });
});
