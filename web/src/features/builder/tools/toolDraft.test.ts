import { describe, expect, it } from 'vitest';
import { draftFromTool, fieldsFromDraft, toolDraftErrors, EMPTY_FIELD } from './toolDraft';

describe('tool drafts', () => {
  it('round-trips a tool and leaves empty texts out', () => {
    const draft = draftFromTool({
      id: 't',
      name: 'Order status',
      fields: [
        { in: 'query', key: 'orderId', type: 'string', required: true, description: 'the number' },
        { in: 'body', key: 'opts', type: 'object', required: false, defaultValue: { a: 1 } },
      ],
    });
    expect(draft.fields[1]?.defaultValue).toBe('{"a":1}');
    expect(fieldsFromDraft(draft.fields)).toEqual([
      { in: 'query', key: 'orderId', type: 'string', required: true, description: 'the number' },
      { in: 'body', key: 'opts', type: 'object', required: false, defaultValue: '{"a":1}' },
    ]);
  });

  it('asks for a name, an http(s) address and distinct parameter names', () => {
    const draft = {
      ...draftFromTool(null),
      serverUrl: 'ftp://x',
      fields: [
        { ...EMPTY_FIELD, key: 'id' },
        { ...EMPTY_FIELD, key: 'id' },
        { ...EMPTY_FIELD, type: 'number' as const, key: 'n', defaultValue: 'many' },
      ],
    };
    expect(toolDraftErrors(draft)).toEqual({
      name: 'Give the tool a name.',
      serverUrl: 'Enter the address the tool calls, starting with https://',
      'fields.1.key': 'Each parameter name appears once.',
      'fields.2.defaultValue': 'A number field needs a number.',
    });
  });
});
