import { randomBytes } from 'node:crypto';
import type { FlowProject, FlowReply, FlowUserState, FlowVersion } from './flowTypes';

/** A trace of the Dialog API's answer. */
export interface FlowTrace {
  type: string;
  time: number;
  payload?: unknown;
}

/** A button the user was offered; its path request leads to its label's reply. */
interface OfferedButton {
  id: string;
  label: string;
}

export interface FlowStepInput {
  project: Pick<FlowProject, 'kind'>;
  version: FlowVersion;
  /** The user's saved state; null for a user the project has not met. */
  state: FlowUserState | null;
  action: { type: string; payload?: unknown };
  /** `state.variables` of the request, merged into the user's variables. */
  variables?: Record<string, unknown>;
  /** `config.excludeTypes` of the request. */
  excludeTypes?: readonly string[];
  now?: number;
}

/**
 * One step of a flow, as the platform's runtime takes it: a launch (or any
 * action from a user without a conversation) gives the launch reply; a text,
 * an intent or a pressed button's path is matched against the keyword rules,
 * else the no-match reply. Returns the traces and the user's new state.
 */
export function runFlowStep(input: FlowStepInput): { traces: FlowTrace[]; state: FlowUserState } {
  const { version, action } = input;
  const time = Math.floor((input.now ?? Date.now()) / 1000);
  const previous = input.state;
  const inConversation = previous !== null && previous.stack.length > 0;
  const variables = { ...(previous?.variables ?? {}), ...(input.variables ?? {}) };
  let blockID = 'launch';
  let chosen: FlowReply = version.design.launch;
  if (action.type !== 'launch' && inConversation) {
    const said = actionText(action, offeredButtons(previous));
    const rule = said === null ? undefined : matchRule(version, said);
    blockID = rule?.id ?? 'no-match';
    chosen = rule?.reply ?? version.design.noMatch;
  }
  const offered: OfferedButton[] = chosen.buttons.map((label) => ({
    id: randomBytes(12).toString('hex'),
    label,
  }));
  const traces = replyTraces(chosen, input.project.kind, blockID, offered, time).filter(
    (trace) => !input.excludeTypes?.includes(trace.type),
  );
  const state: FlowUserState = {
    stack: chosen.end ? [] : [{ programID: version.id, diagramID: version.id, nodeID: blockID }],
    storage: chosen.end ? {} : { buttons: offered },
    variables,
  };
  return { traces, state };
}

/** What the user said: a text, an intent's query or name, or a pressed button's label. */
function actionText(
  action: { type: string; payload?: unknown },
  buttons: OfferedButton[],
): string | null {
  const payload = action.payload as Record<string, unknown> | string | undefined;
  if (action.type === 'text') return typeof payload === 'string' ? payload : null;
  if (action.type === 'intent' && payload && typeof payload === 'object') {
    const intent = payload.intent as { name?: unknown } | undefined;
    if (typeof payload.query === 'string' && payload.query) return payload.query;
    return typeof intent?.name === 'string' ? intent.name : null;
  }
  const pressed = buttons.find((button) => `path-${button.id}` === action.type);
  if (pressed) return pressed.label;
  const label = payload && typeof payload === 'object' ? payload.label : undefined;
  return typeof label === 'string' ? label : null;
}

function offeredButtons(state: FlowUserState | null): OfferedButton[] {
  const buttons = state?.storage.buttons;
  return Array.isArray(buttons) ? (buttons as OfferedButton[]) : [];
}

/** The first rule with a keyword the text contains as a whole word (any case). */
function matchRule(version: FlowVersion, said: string) {
  const text = said.toLowerCase();
  return version.design.rules.find((rule) =>
    rule.keywords.some((keyword) => {
      const word = keyword.trim().toLowerCase();
      if (!word) return false;
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
    }),
  );
}

/** The traces of a reply, shaped as the platform's runtime shapes them. */
function replyTraces(
  reply: FlowReply,
  kind: 'chat' | 'voice',
  blockID: string,
  offered: OfferedButton[],
  time: number,
): FlowTrace[] {
  const buttons = offered.map((button) => ({
    name: button.label,
    request: { type: `path-${button.id}`, payload: { label: button.label, actions: [] } },
  }));
  const traces: FlowTrace[] = [{ type: 'block', time, payload: { blockID } }];
  for (const message of reply.messages) {
    traces.push(
      kind === 'voice'
        ? { type: 'speak', time, payload: { type: 'message', message } }
        : {
            type: 'text',
            time,
            payload: {
              slate: {
                id: randomBytes(6).toString('hex'),
                content: slateLines(message),
                messageDelayMilliseconds: 1000,
              },
              message,
              delay: 1000,
            },
          },
    );
  }
  if (reply.imageUrl) {
    traces.push({
      type: 'visual',
      time,
      payload: {
        visualType: 'image',
        image: reply.imageUrl,
        dimensions: null,
        canvasVisibility: 'full',
      },
    });
  }
  const cards = reply.cards.map((card) => ({
    id: randomBytes(6).toString('hex'),
    title: card.title,
    imageUrl: card.imageUrl,
    description: { slate: slateLines(card.description), text: card.description },
    buttons: [] as typeof buttons,
  }));
  if (cards.length === 1) {
    // A card step carries its own buttons.
    traces.push({ type: 'cardV2', time, payload: { ...cards[0]!, buttons } });
  } else if (cards.length > 1) {
    traces.push({ type: 'carousel', time, payload: { layout: 'Carousel', cards } });
  }
  if (buttons.length && cards.length !== 1) {
    traces.push({ type: 'choice', time, payload: { buttons } });
  }
  if (reply.end) traces.push({ type: 'end', time });
  return traces;
}

function slateLines(text: string) {
  return text.split('\n').map((line) => ({ children: [{ text: line }] }));
}
