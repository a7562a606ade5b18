import { workspaceSeatsOf, type Workspace } from '@vg/common';

/** Member seats of a workspace (custom plan limit, else the default, plus bought seats). */
export function seatLimitOf(workspace: Pick<Workspace, 'internal' | 'v2StripeConfig'>): number {
  return workspaceSeatsOf(workspace);
}
