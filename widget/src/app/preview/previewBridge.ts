import { agentSchema, type Agent } from '@vg/common/schemas/agent';
import { DASHBOARD_SOURCE, PREVIEW_AGENT_TYPE } from '@vg/common/schemas/previewMessage';
import { isTrustedMessage } from '../../shared/protocol';
import type { Turn } from '../chat/conversation';

/**
 * Hears the dashboard's live preview: `{ source: 'vg-dashboard', type:
 * 'preview-agent', payload: agent }` from the parent window at the
 * embedding dashboard's origin, nothing else. Payloads arrive as the owner
 * types; each one is handed over raw. Returns a function that stops listening.
 */
export function listenForPreview(
  win: Window,
  dashboardOrigin: string | null,
  onPayload: (payload: Record<string, unknown>) => void,
): () => void {
  if (!dashboardOrigin) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (!isTrustedMessage(event, dashboardOrigin, win.parent, DASHBOARD_SOURCE)) return;
    const { type, payload } = event.data as { type: string; payload?: unknown };
    if (type !== PREVIEW_AGENT_TYPE || typeof payload !== 'object' || payload === null) return;
    onPayload(payload as Record<string, unknown>);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/**
 * The editor's values read as the public agent (defaults filled, secret
 * fields dropped). An unsaved agent has no ID or owner yet; the frame's
 * agent id and a placeholder owner stand in. null when the values do not
 * make an agent (the last good preview stays on screen).
 */
export function previewAgent(payload: Record<string, unknown>, agentId: string): Agent | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const parsed = agentSchema.safeParse({
    ...payload,
    ID: text(payload.ID) ?? agentId,
    ownerID: text(payload.ownerID) ?? 'preview',
  });
  if (!parsed.success) console.warn('preview agent ignored', parsed.error.issues[0]?.message);
  return parsed.success ? parsed.data : null;
}

/**
 * What an unsaved agent would open a chat with (its initMessages, else its
 * greeting), shown in the preview since there is no runtime to ask.
 */
export function previewGreeting(agent: Agent): Turn[] {
  const texts = (agent.initMessages ?? []).flatMap((entry) => {
    if (typeof entry === 'string') return entry.trim() ? [entry] : [];
    const message = (entry as { message?: unknown; text?: unknown } | null) ?? {};
    const value = message.message ?? message.text;
    return typeof value === 'string' && value.trim() ? [value] : [];
  });
  const shown = texts.length
    ? texts
    : agent.proactiveMessage.trim()
      ? [agent.proactiveMessage]
      : [];
  if (!shown.length) return [];
  return [
    {
      from: 'bot',
      messages: shown.map((message) => ({
        from: 'bot',
        type: 'text',
        item: { payload: { message } },
      })),
    },
  ];
}
