import { describe, expect, it } from 'vitest';
import { interactRequestSchema, interactResponseSchema, mediaUploadAction } from './interact';
import { socketPromptSchema, socketServerMessageSchema } from './interactSocket';

const textTurn = {
  from: 'bot',
  messages: [{ type: 'text', item: { payload: { message: 'Hi' } } }],
};

describe('interactRequestSchema', () => {
  it('fills the defaults of a launch', () => {
    expect(interactRequestSchema.parse({ action: { type: 'launch' } })).toEqual({
      action: { type: 'launch' },
      origin: 'web-chat',
      appendMessages: [],
      appendAtStart: false,
      variables: {},
      transcriptMetadata: {},
      inititalTurns: [],
      isTest: false,
    });
  });

  it('accepts a built-in runtime step with component results', () => {
    const body = interactRequestSchema.parse({
      action: { type: 'text', payload: 'Hello' },
      appendMessages: [{ type: 'text', from: 'human', item: { payload: { message: 'Hello' } } }],
      vg_id: 'agent1',
      runtime: { variables: { name: 'Ann' }, lang: 'en' },
      vf_variables: {
        vg_slider_response: 40,
        vg_filesupload_response: {
          files: [{ url: 'https://f', name: 'f.pdf', sizeMegabytes: 1.2 }],
        },
      },
      inititalTurns: [textTurn],
      isTest: true,
    });
    expect(body.runtime?.variables).toEqual({ name: 'Ann' });
  });

  it.each([
    [{}, ['action']],
    [{ action: { type: '' } }, ['action', 'type']],
    [
      { action: { type: 'text' }, appendMessages: [{ type: 'visual', item: { payload: {} } }] },
      ['appendMessages', 0, 'item', 'payload', 'image'],
    ],
    [
      { action: { type: 'text' }, inititalTurns: [{ from: 'robot', messages: [] }] },
      ['inititalTurns', 0, 'from'],
    ],
    [{ action: { type: 'text' }, isTest: 'yes' }, ['isTest']],
  ])('rejects %j at %j', (input, path) => {
    expect(interactRequestSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('names a misspelt key instead of ignoring it', () => {
    const issue = interactRequestSchema.safeParse({ action: { type: 'launch' }, initialTurns: [] })
      .error?.issues[0];
    expect(issue?.code).toBe('unrecognized_keys');
    expect(issue?.message).toContain('initialTurns');
  });

  it('builds the media upload intent', () => {
    expect(mediaUploadAction('https://f.png')).toEqual({
      type: 'intent',
      payload: {
        intent: { name: 'VG_MEDIA_UPLOAD' },
        entities: [{ name: 'vg_media_url', value: 'https://f.png' }],
      },
    });
  });
});

describe('interactResponseSchema', () => {
  it('reads turns, app errors and the flow platform status', () => {
    const answer = interactResponseSchema.parse({
      turns: [textTurn],
      appError: 'Error in VF request, please check your API key',
      debug: { vfResponse: { status: { code: 401 } } },
    });
    expect(answer.actionMessages).toEqual([]);
    expect(answer.debug?.vfResponse?.status?.code).toBe(401);
  });

  it('needs turns', () => {
    expect(interactResponseSchema.safeParse({}).error?.issues[0]?.path).toEqual(['turns']);
  });
});

describe('WebSocket /interact', () => {
  it('accepts a prompt with the live conversation data', () => {
    const prompt = socketPromptSchema.parse({
      agentId: 'a1',
      convoId: 'u1',
      bucket: 'voiceglow-eu',
      prompt: 'Hello',
      lightConvoData: { state: 'ai-chatting', userName: 'Ann' },
    });
    expect(prompt.lightConvoData?.userName).toBe('Ann');
  });

  it.each([
    [{ convoId: 'u', prompt: 'x' }, ['agentId']],
    [{ agentId: 'a', convoId: '', prompt: 'x' }, ['convoId']],
    [{ agentId: 'a', convoId: 'u' }, ['prompt']],
    [
      { agentId: 'a', convoId: 'u', prompt: 'x', lightConvoData: { state: 'sleeping' } },
      ['lightConvoData', 'state'],
    ],
  ])('rejects the prompt %j at %j', (input, path) => {
    expect(socketPromptSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it.each([
    { type: 'sync_chat_history', turns: [textTurn] },
    { type: 'metadata', sources: [{ payload: { url: 'https://d', doc_name: 'Doc' } }] },
    { type: 'debug', chunk: 'tool called' },
    { type: 'action', action: 'request_handoff', timeout: 60 },
    { type: 'chunk', chunk: 'Hel' },
    { type: 'ui_chunk', message: { type: 'jsx', item: { payload: { jsx: '<b/>' } } } },
    { type: 'done' },
    { type: 'error', message: 'Error Occured, Please restart the chat.' },
  ])('reads the server frame %j', (frame) => {
    expect(socketServerMessageSchema.parse(frame)).toEqual(frame);
  });

  it.each([
    [{ type: 'chunk' }, ['chunk']],
    [{ type: 'typing' }, ['type']],
    [{ type: 'action', action: '' }, ['action']],
  ])('rejects the frame %j at %j', (frame, path) => {
    expect(socketServerMessageSchema.safeParse(frame).error?.issues[0]?.path).toEqual(path);
  });
});
