import { expect } from 'vitest';
import { LOCAL_PORTS } from '@vg/common';

interface OutboxEntry {
  from?: string;
  subject?: string;
  text?: string;
  envelopeTo: string[];
}

/** Every e-mail the local stack's outbox holds (its /messages.json). */
export async function outboxMessages(): Promise<OutboxEntry[]> {
  const response = await fetch(`http://127.0.0.1:${LOCAL_PORTS.outbox}/messages.json`);
  return (await response.json()) as OutboxEntry[];
}

/**
 * The client login code in the newest login e-mail to `email` that arrived
 * after `seenBefore` messages, waiting for it.
 */
export async function mailedLoginCode(email: string, seenBefore = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await outboxMessages())
          .slice(seenBefore)
          .filter((entry) => entry.envelopeTo.includes(email))
          .at(-1);
        code = /login code: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
