import { interactRequestSchema } from '@vg/common/schemas/calls/interact';
import { mediaUploadAction, visitorUploadMessage } from '@vg/common/schemas/calls/visitorUpload';
import { describe, expect, it, vi } from 'vitest';
import { fixtureAgent } from '../app/dev/fixtureBackend';
import type { InteractContext, InteractHandlers } from './ChatBackend';
import { interactBody, interactHttp } from './interactHttp';

const context: InteractContext = {
  agent: fixtureAgent({ ID: 'agent-1', agentPlatform: 'vf' }),
  userId: 'visitor-1',
  lang: 'de',
  isTest: false,
  variables: { plan: 'pro' },
  user: { name: 'Dana' },
  turns: [],
};

function handlers() {
  return {
    context,
    onChunk: vi.fn(),
    onMessage: vi.fn(),
    onTurns: vi.fn(),
    onAnswered: vi.fn(),
    onSources: vi.fn(),
    onDebug: vi.fn(),
    onAction: vi.fn(),
    onError: vi.fn(),
  } satisfies InteractHandlers;
}

describe('interact body', () => {
  it('matches the strict request schema for launch, text and component actions', () => {
    const launch = interactRequestSchema.parse(interactBody({ kind: 'launch' }, context));
    expect(launch).toMatchObject({
      action: { type: 'launch' },
      appendMessages: [],
      origin: 'web-chat',
      vg_id: 'agent-1',
    });
    const text = interactRequestSchema.parse(
      interactBody({ kind: 'text', text: 'Hallo' }, context),
    );
    expect(text.action).toEqual({ type: 'text', payload: 'Hallo' });
    expect(text.appendMessages[0]).toMatchObject({
      from: 'human',
      type: 'text',
      item: { payload: { message: 'Hallo' } },
    });
    expect(text.runtime).toEqual({ variables: { plan: 'pro' }, lang: 'de' });
    const slider = interactRequestSchema.parse(
      interactBody(
        {
          kind: 'action',
          request: { type: 'text', payload: '7' },
          label: '7',
          variables: { vg_slider_response: 7 },
        },
        context,
      ),
    );
    expect(slider.vf_variables).toEqual({ vg_slider_response: 7 });
  });

  it("stores an upload as the visitor's picture or document line, not as its label", () => {
    const picture = { url: 'https://files.example/o/a1.png', name: 'sole.png' };
    const image = interactRequestSchema.parse(
      interactBody(
        {
          kind: 'action',
          request: mediaUploadAction(picture.url),
          label: 'sole.png',
          shown: visitorUploadMessage(picture, 3),
        },
        context,
      ),
    );
    expect(image.appendMessages).toEqual([
      {
        from: 'human',
        type: 'visual',
        item: { payload: { image: picture.url, name: 'sole.png' } },
        ts: 3,
      },
    ]);
    expect(image.action).toEqual(mediaUploadAction(picture.url));
    const document = {
      url: 'https://files.example/o/b2.pdf',
      name: 'warranty-card-trail-shoes.pdf',
    };
    const line = interactRequestSchema.parse(
      interactBody(
        {
          kind: 'action',
          request: mediaUploadAction(document.url),
          label: 'File uploaded: warranty-card-trail-...',
          shown: visitorUploadMessage(document, 3),
        },
        context,
      ),
    );
    expect(line.appendMessages).toEqual([
      {
        from: 'human',
        type: 'text',
        item: { payload: { message: 'File uploaded: warranty-card-trail-...', file: document } },
        ts: 3,
      },
    ]);
  });
});

// The functions answer over the network; these answers stand in for them.
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('interactHttp', () => {
  it('posts with the visitor token and hands over the turns', async () => {
    const fetchImpl = answer({
      turns: [{ from: 'bot', messages: [{ type: 'text', item: { payload: { message: 'Hi' } } }] }],
    });
    const events = handlers();
    await interactHttp('https://x.test/api/eu', 'token-1', { kind: 'launch' }, events, fetchImpl);
    const [url, init] = (fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('https://x.test/api/eu/agents/agent-1/interact/visitor-1');
    expect(init.headers.authorization).toBe('Bearer token-1');
    expect(events.onTurns.mock.calls[0]?.[0]).toHaveLength(1);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('reports a flow platform key failure, a runtime failure and the interaction cap', async () => {
    const flow = handlers();
    await interactHttp(
      'https://x',
      't',
      { kind: 'launch' },
      flow,
      answer({ turns: [], debug: { vfResponse: { status: { code: 401 } } } }),
    );
    expect(flow.onError).toHaveBeenCalledWith('flowKey', '401');
    const runtime = handlers();
    await interactHttp(
      'https://x',
      't',
      { kind: 'launch' },
      runtime,
      answer({ turns: [], appError: 'boom' }),
    );
    expect(runtime.onError).toHaveBeenCalledWith('runtime', 'boom');
    const limit = handlers();
    await interactHttp(
      'https://x',
      't',
      { kind: 'text', text: 'x' },
      limit,
      answer({ error: { code: 'interactions-limit', message: 'cap' } }, 429),
    );
    expect(limit.onError).toHaveBeenCalledWith('limit', 'cap');
    const flood = handlers();
    const wait = 'Too many messages: please wait 3 seconds and try again.';
    await interactHttp(
      'https://x',
      't',
      { kind: 'text', text: 'x' },
      flood,
      answer({ error: { code: 'rate-limited', message: wait } }, 429),
    );
    // The rate limit's own text reaches the visitor, not the interactions-cap notice.
    expect(flood.onError).toHaveBeenCalledWith('runtime', wait, wait);
  });
});
