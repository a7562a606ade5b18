import type { Turn } from '@vg/common';

/**
 * A plain-text transcript for e-mails: who said what. Text messages give
 * their words; a visitor's upload gives its full file name and address, so
 * the team can open it from the mail. Other kinds are left out.
 */
export function transcriptText(turns: readonly Turn[], maxTurns = 50): string {
  const lines = turns.slice(-maxTurns).flatMap((turn) =>
    turn.messages.flatMap((message) => {
      const line = messageLine(message);
      return line ? [`${turn.from === 'human' ? 'Visitor' : 'Agent'}: ${line}`] : [];
    }),
  );
  return lines.length > 0 ? lines.join('\n') : '(no messages yet)';
}

type Payload = { message?: unknown; image?: unknown; name?: unknown; file?: unknown };

function messageLine(message: Turn['messages'][number]): string | null {
  if (message.type === 'VGVF_Channel') return null;
  const payload = (message.item as { payload?: Payload } | undefined)?.payload ?? {};
  if (message.type === 'visual' && typeof payload.image === 'string') {
    const name = typeof payload.name === 'string' ? ` ${payload.name}` : '';
    return `Picture${name}: ${payload.image}`;
  }
  const file = payload.file as { url?: unknown; name?: unknown } | undefined;
  if (typeof file?.url === 'string' && typeof file.name === 'string') {
    return `File uploaded: ${file.name}: ${file.url}`;
  }
  const text = payload.message;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}
