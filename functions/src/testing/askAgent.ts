import type { ApiAnswer } from './apiClient';
import { uniqueId } from './emulators';

type Call = (
  method: 'POST',
  path: string,
  options: { token: string; body: unknown },
) => Promise<ApiAnswer>;

/** A visitor's question to an agent in a fresh conversation (POST interact); the bot's texts. */
export async function askAgent(
  call: Call,
  token: string,
  agentId: string,
  question: string,
): Promise<string> {
  const answer = await call('POST', `/api/eu/agents/${agentId}/interact/${uniqueId('user')}`, {
    token,
    body: {
      origin: 'web-chat',
      action: { type: 'text', payload: question },
      appendMessages: [{ from: 'human', type: 'text', item: { payload: { message: question } } }],
      appendAtStart: false,
      variables: {},
      transcriptMetadata: {},
      runtime: { variables: {}, lang: 'en' },
      inititalTurns: [],
      isTest: false,
    },
  });
  const messages = answer.body.actionMessages as { item: { payload: { message: string } } }[];
  return messages.map((message) => message.item.payload.message).join('\n');
}
