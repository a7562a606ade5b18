import { describe, expect, it } from 'vitest';
import { knowledgeDocumentSchema } from './knowledge';

describe('knowledgeDocumentSchema', () => {
  it('parses a text document added in the Sources tab with defaults', () => {
    const doc = knowledgeDocumentSchema.parse({
      ID: 'd1',
      name: 'Opening hours',
      content: 'We open at 9.',
      ts: 1_700_000_000_000,
      userId: 'u1',
      agentId: 'a1',
    });
    expect(doc).toMatchObject({
      sourceType: 'doc',
      refreshRate: 'never',
      content: 'We open at 9.',
    });
  });

  it('parses an indexed URL source', () => {
    const doc = knowledgeDocumentSchema.parse({
      ID: 'd2',
      name: 'Site',
      url: 'https://example.com',
      sourceType: 'url',
      status: 'PENDING',
      refreshRate: '24h',
      tags: ['web'],
      charCount: 1200,
      dimensions: 1536,
      createdAt: { seconds: 1, nanoseconds: 0, toDate: () => new Date(1000) },
    });
    expect(doc.status).toBe('PENDING');
  });

  it.each([
    [{ ID: 'd', name: '  ' }, ['name']],
    [{ name: 'n' }, ['ID']],
    [{ ID: 'd', name: 'n', sourceType: 'pdf' }, ['sourceType']],
    [{ ID: 'd', name: 'n', status: 'DONE' }, ['status']],
    [{ ID: 'd', name: 'n', refreshRate: '2h' }, ['refreshRate']],
    [{ ID: 'd', name: 'n', ts: 'today' }, ['ts']],
  ])('rejects %j at %j', (input, path) => {
    expect(knowledgeDocumentSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});
