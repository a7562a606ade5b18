import type { Message } from '@vg/common';

/** A trace of the flow platform's Dialog API answer. */
export interface VfTrace {
  type: string;
  payload?: unknown;
}

/** Bookkeeping traces that are never messages. */
const SKIPPED = new Set([
  'path',
  'flow',
  'block',
  'speak',
  'audio',
  'no-reply',
  'entity-filling',
  'goto',
]);
/** Custom action traces that ask for a team member. */
const HANDOFF_TRACES = new Set(['request_handoff', 'handoff', 'VG_Handoff', 'talk_to_agent']);

/**
 * Traces become messages of the same type with the trace's payload as
 * `item.payload` (text, choice, visual, cardV2, carousel, end, custom kinds);
 * debug traces are kept only in test mode.
 */
export function tracesToMessages(
  traces: readonly VfTrace[],
  delayMs: number,
  isTest: boolean,
  now = Date.now(),
): { messages: Message[]; handoff: boolean } {
  const messages: Message[] = [];
  let handoff = false;
  for (const trace of traces) {
    if (typeof trace?.type !== 'string' || SKIPPED.has(trace.type)) continue;
    if (HANDOFF_TRACES.has(trace.type)) {
      handoff = true;
      continue;
    }
    if (trace.type === 'debug' && !isTest) continue;
    messages.push({
      from: 'bot',
      type: trace.type,
      item: { payload: trace.payload ?? {} },
      delay: delayMs,
      ts: now,
    });
  }
  return { messages, handoff };
}
