import { describe, expect, it } from 'vitest';
import { interactRequestSchema, interactResponseSchema } from './interact';
import { isSocketCancel, socketPromptSchema, socketServerMessageSchema } from './interactSocket';

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
    expect(body.vf_variables?.vg_filesupload_response?.files[0]?.sizeMegabytes).toBe(1.2);
  });

  it('accepts the component results of spec 1 section 7, cancels included', () => {
    const results = [
      { multiDropdown: ['shoes', 'running'] },
      { vg_slider_response: 40 },
      { vg_slider_response: null },
      { vg_filesupload_response: { files: [] } },
      { vg_filesupload_response: { files: [{ url: 'u', name: 'n.pdf', sizeMegabytes: 0 }] } },
    ];
    for (const vf_variables of results) {
      const body = interactRequestSchema.parse({ action: { type: 'text' }, vf_variables });
      expect(body.vf_variables).toEqual(vf_variables);
    }
  });

  it('keeps the extra fields of a flow-platform action', () => {
    const action = { type: 'intent', payload: { intent: { name: 'x' } }, diagramID: 'd1' };
    expect(interactRequestSchema.parse({ action }).action).toEqual(action);
  });

  it.each([
    [{}, ['action']],
    [{ action: { type: '' } }, ['action', 'type']],
    [
      { action: { type: 'text' }, appendMessages: [{ type: 'visual', item: { payload: {} } }] },
      ['appendMessages', 0, 'item', 'payload', 'image'],
    ],
    [
      {
        action: { type: 'text' },
        appendMessages: [{ type: 'visual', item: { payload: { image: 'javascript:alert(1)' } } }],
      },
      ['appendMessages', 0, 'item', 'payload', 'image'],
    ],
    [
      { action: { type: 'text' }, appendMessages: [{ type: 'jsx', item: { payload: {} } }] },
      ['appendMessages', 0, 'type'],
    ],
    [
      { action: { type: 'text' }, inititalTurns: [{ from: 'robot', messages: [] }] },
      ['inititalTurns', 0, 'from'],
    ],
    [{ action: { type: 'text' }, isTest: 'yes' }, ['isTest']],
    [{ action: { type: 'x'.repeat(101) } }, ['action', 'type']],
    [{ action: { type: 'text' }, variables: { __name__: 1 } }, ['variables', '__name__']],
    [{ action: { type: 'text' }, variables: { big: 'x'.repeat(20_001) } }, ['variables']],
    [{ action: { type: 'text' }, transcriptMetadata: { 'a.b': 1 } }, ['transcriptMetadata', 'a.b']],
    [{ action: { type: 'text' }, vf_variables: { 'a b': 1 } }, ['vf_variables']],
    [
      { action: { type: 'text' }, vf_variables: { vg_filesupload_response: { files: [{}] } } },
      ['vf_variables', 'vg_filesupload_response', 'files', 0, 'url'],
    ],
    [
      {
        action: { type: 'text' },
        appendMessages: Array.from({ length: 6 }, () => ({
          type: 'text',
          item: { payload: { message: 'hi' } },
        })),
      },
      ['appendMessages'],
    ],
    [{ action: { type: 'text' }, inititalTurns: Array(101).fill(textTurn) }, ['inititalTurns']],
  ])('rejects %j at %j', (input, path) => {
    expect(interactRequestSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('names a misspelt key instead of ignoring it', () => {
    const issue = interactRequestSchema.safeParse({ action: { type: 'launch' }, initialTurns: [] })
      .error?.issues[0];
    expect(issue?.code).toBe('unrecognized_keys');
    expect(issue?.message).toContain('initialTurns');
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

  it('reads a successful step as the functions answer it', () => {
    const answer = interactResponseSchema.parse({
      turns: [textTurn],
      actionMessages: [],
      sources: [{ payload: { url: 'https://d', doc_name: 'Doc' } }],
      appError: null,
      action: 'request_handoff',
    });
    expect(answer.appError).toBeNull();
    expect(answer.action).toBe('request_handoff');
    expect(answer.sources).toHaveLength(1);
  });

  it('needs turns', () => {
    expect(interactResponseSchema.safeParse({}).error?.issues[0]?.path).toEqual(['turns']);
  });
});

describe('WebSocket /interact', () => {
  /** The frame the widget sends (widget/src/data/interactSocket.ts). */
  const widgetFrame = {
    idToken: 'token',
    agentId: 'a1',
    convoId: 'u1',
    bucket: 'voiceglow-eu',
    prompt: 'Hello',
    agentData: { ID: 'a1', lang: 'en', isTest: false },
    lightConvoData: { state: 'ai-chatting', userName: 'Ann' },
    initNodesOptions: {
      launch: false,
      action: { type: 'text', payload: '40' },
      variables: { vg_slider_response: 40 },
    },
  };

  it('accepts the widget frame with the live conversation data', () => {
    const prompt = socketPromptSchema.parse(widgetFrame);
    expect(prompt.lightConvoData?.userName).toBe('Ann');
    expect(prompt.initNodesOptions?.variables).toEqual({ vg_slider_response: 40 });
    expect(prompt.idToken).toBe('token');
  });

  it("accepts the visitor's upload as the message to store", () => {
    const picture = {
      from: 'human',
      type: 'visual',
      item: { payload: { image: 'https://files.example/a.png', name: 'sole.png' } },
    };
    const prompt = socketPromptSchema.parse({ ...widgetFrame, appendMessages: [picture] });
    expect(prompt.appendMessages).toEqual([picture]);
    expect(socketPromptSchema.parse(widgetFrame).appendMessages).toBeUndefined();
  });

  it('accepts a launch with nothing but the essentials', () => {
    const { idToken, agentId, convoId, bucket } = widgetFrame;
    const prompt = socketPromptSchema.parse({ idToken, agentId, convoId, bucket, prompt: '' });
    expect(prompt.initNodesOptions).toBeUndefined();
  });

  it.each([
    [{ idToken: undefined }, ['idToken']],
    [{ agentId: undefined }, ['agentId']],
    [{ agentId: 'a/b' }, ['agentId']],
    [{ convoId: '' }, ['convoId']],
    [{ convoId: '__name__' }, ['convoId']],
    [{ bucket: undefined }, ['bucket']],
    [{ prompt: undefined }, ['prompt']],
    [{ prompt: 'x'.repeat(20_001) }, ['prompt']],
    [{ lightConvoData: { state: 'sleeping' } }, ['lightConvoData', 'state']],
    [{ lightConvoData: { userName: 'x'.repeat(201) } }, ['lightConvoData', 'userName']],
    [{ initNodesOptions: { action: { type: '' } } }, ['initNodesOptions', 'action', 'type']],
    [{ initNodesOptions: { variables: { __x__: 1 } } }, ['initNodesOptions', 'variables', '__x__']],
    [{ appendMessages: [{ type: 'cards', item: { payload: {} } }] }, ['appendMessages', 0, 'type']],
    [
      {
        appendMessages: [
          { type: 'visual', item: { payload: { image: 'data:image/png;base64,' } } },
        ],
      },
      ['appendMessages', 0, 'item', 'payload', 'image'],
    ],
  ])('rejects the change %j at %j', (change, path) => {
    const input = { ...widgetFrame, ...change };
    expect(socketPromptSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('names a key the protocol does not have', () => {
    const issue = socketPromptSchema.safeParse({ ...widgetFrame, token: 'x' }).error?.issues[0];
    expect(issue?.code).toBe('unrecognized_keys');
  });

  it('recognises the cancel command alone or in a whole frame', () => {
    expect(isSocketCancel({ prompt: '@cancel:' })).toBe(true);
    expect(isSocketCancel({ ...widgetFrame, prompt: '@cancel:', initNodesOptions: {} })).toBe(true);
    expect(isSocketCancel(widgetFrame)).toBe(false);
    expect(isSocketCancel(null)).toBe(false);
    expect(isSocketCancel('@cancel:')).toBe(false);
  });

  it.each([
    { type: 'sync_chat_history', turns: [textTurn] },
    { type: 'metadata', sources: [{ payload: { url: 'https://d', doc_name: 'Doc' } }] },
    { type: 'debug', chunk: 'tool called' },
    { type: 'action', action: 'request_handoff', timeout: 60 },
    { type: 'chunk', chunk: 'Hel' },
    { type: 'ui_chunk', message: { type: 'jsx', item: { payload: { jsx: '<b/>' } } } },
    { type: 'answered' },
    { type: 'done' },
    { type: 'error', code: 'runtime', message: 'Error Occured, Please restart the chat.' },
    { type: 'error', code: 'interactions-limit', message: 'Sorry, you have reached the limit.' },
  ])('reads the server frame %j', (frame) => {
    expect(socketServerMessageSchema.parse(frame)).toEqual(frame);
  });

  it.each([
    [{ type: 'chunk' }, ['chunk']],
    [{ type: 'typing' }, ['type']],
    [{ type: 'action', action: '' }, ['action']],
    [{ type: 'error', message: 'no code' }, ['code']],
  ])('rejects the frame %j at %j', (frame, path) => {
    expect(socketServerMessageSchema.safeParse(frame).error?.issues[0]?.path).toEqual(path);
  });
});
