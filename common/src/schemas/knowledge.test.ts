import { describe, expect, it } from 'vitest';
import {
  knowledgeDocumentSchema,
  knowledgeIndexingText,
  knowledgeIndexProgressSchema,
  knowledgeIndexTaskSchema,
} from './knowledge';

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

describe('knowledge indexing', () => {
  it('says which document is being indexed, of how many', () => {
    expect(knowledgeIndexingText({ done: 2, total: 12 })).toBe('Indexing 3 of 12 documents');
    expect(knowledgeIndexingText({ done: 0, total: 1 })).toBe('Indexing 1 of 1 document');
    expect(knowledgeIndexingText({ done: 12, total: 12 })).toBe('Indexing 12 of 12 documents');
  });

  it('parses the progress document and refuses an unknown state', () => {
    const progress = { state: 'indexing', done: 1, total: 3, updatedAt: 5 };
    expect(knowledgeIndexProgressSchema.parse(progress)).toEqual(progress);
    expect(knowledgeIndexProgressSchema.safeParse({ ...progress, state: 'busy' }).success).toBe(
      false,
    );
  });

  it('takes a task only for a known region and an agent id that is safe in a path', () => {
    expect(knowledgeIndexTaskSchema.parse({ region: 'eu', agentId: 'agent-1' })).toEqual({
      region: 'eu',
      agentId: 'agent-1',
    });
    expect(knowledgeIndexTaskSchema.safeParse({ region: 'us', agentId: 'a' }).success).toBe(false);
    expect(knowledgeIndexTaskSchema.safeParse({ region: 'eu', agentId: 'a/../b' }).success).toBe(
      false,
    );
  });
});
