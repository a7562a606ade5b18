import type { Region } from '@vg/common';
import { textMessage } from '../chat/convos/turns';
import { dbFor } from '../firestore';
import type { InteractStep } from '../chat/interact/InteractStep';
import { uniqueId } from './emulators';

/**
 * A step as the widget makes one: the visitor typed `text` (a launch when
 * `text` is null), streamed, in a fresh conversation unless `userId` is given.
 */
export function visitorStep(
  agentId: string,
  text: string | null,
  overrides: Partial<InteractStep> & { region?: Region } = {},
): InteractStep {
  const region = overrides.region ?? 'eu';
  return {
    region,
    db: dbFor(region),
    agentId,
    userId: uniqueId('user'),
    callerUid: 'visitor-uid',
    action: text === null ? { type: 'launch' } : { type: 'text', payload: text },
    appendMessages: text === null ? [] : [textMessage('human', text, 0)],
    appendAtStart: false,
    variables: {},
    transcriptMetadata: {},
    initialTurns: [],
    isTest: false,
    streamed: true,
    ...overrides,
  };
}
