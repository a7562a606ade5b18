import { workspaceSeatLimit, type Workspace } from '@vg/common';

/** Member seats of a workspace (custom plan limit, else the default). */
export function seatLimitOf(workspace: Pick<Workspace, 'internal'>): number {
  return workspaceSeatLimit({
    customPlanSeats: workspace.internal?.customPlan?.limits?.workspaceSeats,
  });
}
