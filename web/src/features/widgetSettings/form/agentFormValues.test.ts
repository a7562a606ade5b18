import { describe, expect, it } from 'vitest';
import { agentSchema } from '@vg/common';
import { agentFormErrors, formValuesFromAgent, newAgentValues } from './agentFormValues';

describe('agent form values', () => {
  it('a new agent has the spec defaults, the workspace as owner and no ID yet', () => {
    const values = newAgentValues('owner1', { title: 'Pizza', agentPlatform: 'vf' });
    expect(values).toMatchObject({
      ID: '',
      ownerID: 'owner1',
      title: 'Pizza',
      agentPlatform: 'vf',
      theme: 'blue-dark',
      fontFamily: 'DM Sans',
      lang: 'en',
      messageDelayMS: 1000,
      maxTokensUsage: 1_000_000,
    });
    expect(agentFormErrors(values)).toEqual({});
  });

  it('nested settings start as objects so fields can be set by path', () => {
    const values = formValuesFromAgent(agentSchema.parse({ ID: 'a', ownerID: 'o' }), {});
    expect(values.vgOptions).toEqual({});
    expect(values.ui).toEqual({});
    expect(values.voiceConfig).toEqual({ config: {} });
  });

  it('merges the private secrets into the editable values', () => {
    const values = formValuesFromAgent(agentSchema.parse({ ID: 'a', ownerID: 'o' }), {
      SECRET_API_KEY: 'vg_abcdefghijklmnopqrst',
      VF_DIALOGUE_API_KEY: 'VF.DM.1',
    });
    expect(values.SECRET_API_KEY).toBe('vg_abcdefghijklmnopqrst');
    expect(values.VF_DIALOGUE_API_KEY).toBe('VF.DM.1');
  });

  it('reports the max chunk size rule under its field path', () => {
    const values = { ...newAgentValues('o', {}), vgOptions: { maxChunkSize: 500 } };
    expect(agentFormErrors(values)).toEqual({
      'vgOptions.maxChunkSize': 'Max chunk size must be greater than 1000',
    });
    expect(agentFormErrors({ ...values, vgOptions: { maxChunkSize: 1000 } })).toEqual({});
  });

  it('rejects a buttons layout outside the spec list', () => {
    const values = { ...newAgentValues('o', {}), buttonsLayout: 'diagonal' } as never;
    expect(Object.keys(agentFormErrors(values))).toEqual(['buttonsLayout']);
  });
});
