/**
 * The agent's hand-off switches, read the one way every part of the product
 * reads them (editor, runtime, hand-off endpoint, widget):
 *
 * - `enableHumanHandoff` ('Enable human handoff') is the master switch: off,
 *   nothing hands a chat to the team (no typed request, no agent action, no
 *   '⚡ Chat' banner).
 * - `enableVGHandoff` ('Show the handoff banner') only shows the live-agent
 *   banner with its '⚡ Chat' button, and only while hand-off is on;
 *   `alwaysShowHandoff` shows it even when no team member is online.
 *
 * Agents saved before the master switch existed carry only
 * `enableVGHandoff`: hand-off stays on for them until the switch is set.
 */
export interface HandoffSwitches {
  enableHumanHandoff?: boolean | undefined;
  enableVGHandoff?: boolean | undefined;
}

export function isHandoffEnabled(agent: HandoffSwitches): boolean {
  if (agent.enableHumanHandoff !== undefined) return agent.enableHumanHandoff;
  return agent.enableVGHandoff === true;
}

/** Whether the live-agent banner ('⚡ Chat') is offered at all. */
export function isHandoffBannerEnabled(agent: HandoffSwitches): boolean {
  return isHandoffEnabled(agent) && agent.enableVGHandoff === true;
}
