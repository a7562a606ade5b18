import { z } from 'zod';
import { agentSchema } from './agent';
import { withoutAgentSecrets } from './agentSecrets';

/**
 * Tags of the `postMessage` traffic around the widget iframe. Every message
 * carries one as `source`, so each side can ignore the many unrelated
 * messages a page receives; each side also checks the sender's origin and
 * window before acting.
 */
/** The loader script on a host page (init, open, close, …). */
export const HOST_SOURCE = 'vg-host';
/** The chat app inside the iframe (ready, events). */
export const WIDGET_SOURCE = 'vg-widget';
/** The dashboard's live preview of the agent being edited. */
export const DASHBOARD_SOURCE = 'vg-dashboard';

export const PREVIEW_AGENT_TYPE = 'preview-agent';

/**
 * Dashboard → widget iframe: show this agent (the editor's unsaved values)
 * instead of the stored one. The payload is read as the public agent:
 * secret fields are dropped, so a preview never puts them in the frame.
 */
export const previewAgentMessageSchema = z.object({
  source: z.literal(DASHBOARD_SOURCE),
  type: z.literal(PREVIEW_AGENT_TYPE),
  payload: agentSchema,
});
/** As the widget reads it (defaults filled, secrets removed). */
export type PreviewAgentMessage = z.output<typeof previewAgentMessageSchema>;
/** As the dashboard sends it. */
export type PreviewAgentMessageInput = z.input<typeof previewAgentMessageSchema>;

/** The preview message for the editor's values, with the secret fields left out. */
export function previewAgentMessage(
  agent: PreviewAgentMessageInput['payload'],
): PreviewAgentMessageInput {
  return {
    source: DASHBOARD_SOURCE,
    type: PREVIEW_AGENT_TYPE,
    payload: withoutAgentSecrets(agent),
  };
}
