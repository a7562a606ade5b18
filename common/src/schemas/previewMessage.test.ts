import { describe, expect, it } from 'vitest';
import { DASHBOARD_SOURCE, previewAgentMessage, previewAgentMessageSchema } from './previewMessage';

const edited = {
  ID: 'agent1',
  ownerID: 'owner1',
  title: 'Shoe Shop',
  theme: 'green-light',
  SECRET_API_KEY: 'vg_secret',
  VF_DIALOGUE_API_KEY: 'VF.DM.key',
};

describe('preview-agent message', () => {
  it('carries the edited agent without its secrets', () => {
    const message = previewAgentMessage(edited);
    expect(message).toEqual({
      source: 'vg-dashboard',
      type: 'preview-agent',
      payload: { ID: 'agent1', ownerID: 'owner1', title: 'Shoe Shop', theme: 'green-light' },
    });
    // Structured cloning (postMessage) keeps plain data as it is.
    const read = previewAgentMessageSchema.parse(structuredClone(message));
    expect(read.payload).toMatchObject({ title: 'Shoe Shop', theme: 'green-light', lang: 'en' });
  });

  it('drops secrets even from a message built by hand', () => {
    const read = previewAgentMessageSchema.parse({
      source: DASHBOARD_SOURCE,
      type: 'preview-agent',
      payload: edited,
    });
    expect(read.payload).not.toHaveProperty('SECRET_API_KEY');
    expect(read.payload).not.toHaveProperty('VF_DIALOGUE_API_KEY');
  });

  it.each([
    [{ source: 'vg-host', type: 'preview-agent', payload: edited }, ['source']],
    [{ source: DASHBOARD_SOURCE, type: 'init', payload: edited }, ['type']],
    [
      { source: DASHBOARD_SOURCE, type: 'preview-agent', payload: { ID: 'a' } },
      ['payload', 'ownerID'],
    ],
  ])('ignores %j (issue at %j)', (data, path) => {
    expect(previewAgentMessageSchema.safeParse(data).error?.issues[0]?.path).toEqual(path);
  });
});
