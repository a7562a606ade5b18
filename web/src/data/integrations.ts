import type { Region } from '@vg/common';
import { callApi } from './api';

export interface FlowConnectionCheck {
  connected: boolean;
  status?: number;
  message: string;
}

/** Integrations' Check connection: the server tries the saved dialogue API key. */
export function checkFlowConnection(region: Region, agentId: string): Promise<FlowConnectionCheck> {
  return callApi(region, 'POST', `/agents/${agentId}/integrations/vf/check`, { body: {} });
}
