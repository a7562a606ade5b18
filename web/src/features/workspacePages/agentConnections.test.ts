import { describe, expect, it } from 'vitest';
import { agentSchema } from '@vg/common';
import { agentConnections } from './agentConnections';

describe('agentConnections', () => {
  it('lists channels, voice, webhooks and assigned tools with their pages', () => {
    const agent = agentSchema.parse({
      ID: 'a',
      ownerID: 'o',
      isDeployed: true,
      whatsappNumberId: '123',
      webhookUrl: 'https://hooks.example.com',
      assignedToolsIds: ['t1'],
      tools: [
        { id: 't1', name: 'Order status' },
        { id: 't2', name: 'Unassigned' },
      ],
    });
    expect(agentConnections(agent)).toEqual([
      { label: 'Website widget', page: 'overview' },
      { label: 'WhatsApp', page: 'channels' },
      { label: 'Webhook', page: 'settings?tab=integrations' },
      { label: 'Tool: Order status', page: 'tools' },
    ]);
    expect(agentConnections(agentSchema.parse({ ID: 'b', ownerID: 'o' }))).toEqual([]);
  });
});
