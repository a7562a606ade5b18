import type { Turn } from '@vg/common';

/** A plain-text transcript for e-mails: who said what, text messages only. */
export function transcriptText(turns: readonly Turn[], maxTurns = 50): string {
  const lines = turns.slice(-maxTurns).flatMap((turn) =>
    turn.messages.flatMap((message) => {
      const text = (message.item as { payload?: { message?: unknown } } | undefined)?.payload
        ?.message;
      if (typeof text !== 'string' || text.trim() === '' || message.type === 'VGVF_Channel')
        return [];
      return [`${turn.from === 'human' ? 'Visitor' : 'Agent'}: ${text.trim()}`];
    }),
  );
  return lines.length > 0 ? lines.join('\n') : '(no messages yet)';
}
