import { describe, expect, it } from 'vitest';
import { itChecksSchemaCases, type SchemaCase } from './schemaCases.testing';
import {
  consumeCreditsRequestSchema,
  emptyRequestSchema,
  getFormQuerySchema,
  notifyTeamRequestSchema,
  ratingRequestSchema,
  rollbackRequestSchema,
  safeDataResponseSchema,
  sessionsResponseSchema,
  speechToTextRequestSchema,
  speechToTextResponseSchema,
  uploadFileRequestSchema,
  uploadFileResponseSchema,
  translateLanguagesResponseSchema,
  visitorCountryResponseSchema,
} from './widgetCalls';

const session = { id: 's1', turns: [{ from: 'human', messages: [] }] };

/** [call, schema, a valid payload, an invalid payload, the path of its first issue] */
const cases: SchemaCase[] = [
  [
    'stt',
    speechToTextRequestSchema,
    { vg_id: 'a', base64Audio: 'UklG', lang: 'en' },
    { vg_id: 'a', base64Audio: '' },
    ['base64Audio'],
  ],
  ['stt answer', speechToTextResponseSchema, { text: 'hello' }, { text: 5 }, ['text']],
  [
    'safe-data',
    safeDataResponseSchema,
    { orgUsers: [{ status: 'online', squarePhotoURL: 'p' }] },
    { orgUsers: [{ status: 3 }] },
    ['orgUsers', 0, 'status'],
  ],
  [
    'sessions',
    sessionsResponseSchema,
    { data: [session] },
    { data: [{ turns: [] }] },
    ['data', 0, 'id'],
  ],
  [
    'rollback',
    rollbackRequestSchema,
    { session, safeAgentData: { ID: 'a' } },
    { session: { id: 's' } },
    ['session', 'turns'],
  ],
  [
    'consume-credits',
    consumeCreditsRequestSchema,
    { consume: 3, logData: { amount: 3, agentId: 'a', causedBy: 'agent', logMessage: 'upload' } },
    { consume: 0 },
    ['consume'],
  ],
  ['get-gform', getFormQuerySchema, { form_id: 'f' }, { form_id: '' }, ['form_id']],
  [
    'uploadFile',
    uploadFileRequestSchema,
    { agentId: 'a', userId: 'u', base64Payload: 'AAAA', targetPath: 'uploads' },
    { agentId: 'a', userId: 'u', base64Payload: 'A', targetPath: 'x', region: 'us' },
    ['region'],
  ],
  [
    'uploadFile answer',
    uploadFileResponseSchema,
    { data: { url: 'https://f' } },
    { data: {} },
    ['data', 'url'],
  ],
  [
    'notify',
    notifyTeamRequestSchema,
    { emailForm: { email: 'v@x.io', message: 'Call me' } },
    { emailForm: { email: 'nope' } },
    ['emailForm', 'email'],
  ],
  [
    'rating',
    ratingRequestSchema,
    { rating: 5, timestamp: 1_700_000_000, convo_id: 'u1' },
    { rating: 6, timestamp: 1, convo_id: 'u1' },
    ['rating'],
  ],
  ['utils/ip', visitorCountryResponseSchema, { country: 'DE' }, {}, ['country']],
  [
    'translate',
    translateLanguagesResponseSchema,
    {
      success: true,
      languages: [{ language: 'de', name: 'German' }],
      aiTranslation: { available: false, message: 'No model.' },
    },
    { success: true, languages: [{ language: 'de' }], aiTranslation: { available: false } },
    ['languages', 0, 'name'],
  ],
];

describe('widget calls', () => {
  itChecksSchemaCases(cases);

  it('fills defaults', () => {
    expect(uploadFileRequestSchema.parse(cases[7]![2]).temporary).toBe(false);
    expect(notifyTeamRequestSchema.parse(cases[9]![2]).turns).toEqual([]);
    expect(safeDataResponseSchema.parse({}).orgUsers).toEqual([]);
  });

  it('does not pass client credentials to the widget', () => {
    const answer = safeDataResponseSchema.parse({
      orgUsers: [{ status: 'online', dashboardPassword: 'p', email: 'c@x.io' }],
    });
    expect(answer.orgUsers[0]).toEqual({ status: 'online' });
  });

  it('a rating timestamp is whole seconds', () => {
    expect(
      ratingRequestSchema.safeParse({ rating: 3, timestamp: 1.5, convo_id: 'u' }).success,
    ).toBe(false);
  });
});

describe('emptyRequestSchema', () => {
  it('takes no payload', () => {
    expect(emptyRequestSchema.parse({})).toEqual({});
    expect(emptyRequestSchema.safeParse({ extra: 1 }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});
