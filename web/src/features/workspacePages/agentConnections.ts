import type { Agent } from '@vg/common';

/** One thing an agent is connected to, and the agent page where it is set up. */
export interface AgentConnection {
  label: string;
  /** Sub-path under /app/{region}/agents/{id}/. */
  page: string;
}

/**
 * What an agent is connected to, from its own fields: where it runs
 * (website, channels, voice), what it calls (tools, flow platform,
 * webhooks). Tokens are not needed to tell: the public fields say it.
 */
export function agentConnections(agent: Agent): AgentConnection[] {
  const found: AgentConnection[] = [];
  if (agent.isDeployed || agent.deployed) found.push({ label: 'Website widget', page: 'overview' });
  if (agent.whatsappNumberId) found.push({ label: 'WhatsApp', page: 'channels' });
  if (agent.instagramOptions?.pageId)
    found.push({ label: 'Instagram / Facebook', page: 'channels' });
  if (agent.vapi?.id || agent.vapiConfig?.enableVapiOnWeb)
    found.push({ label: 'Voice', page: 'settings?tab=integrations' });
  if (agent.flowiseWebhookUrl) found.push({ label: 'Flowise', page: 'settings?tab=integrations' });
  if (agent.webhookUrl) found.push({ label: 'Webhook', page: 'settings?tab=integrations' });
  if (agent.agentPlatform === 'vf') found.push({ label: 'Flow platform', page: 'overview' });
  for (const tool of agent.tools ?? []) {
    if ((agent.assignedToolsIds ?? []).includes(tool.id))
      found.push({ label: `Tool: ${tool.name ?? tool.id}`, page: 'tools' });
  }
  return found;
}
