import { DEFAULT_WORKSPACE_SEATS, TEXT, UPGRADE_PROMPT } from '@vg/common';
import type { Workspace } from '@vg/common';

const DAY_SECONDS = 86_400;

/**
 * Upgrade Plan button: no subscription and either 7 days since joining or
 * credits below 500. Agent pages never show it.
 */
export function shouldShowUpgradePlan(
  workspace: Pick<Workspace, 'stripeSubscriptionId' | 'joinedAt' | 'loadTokens'>,
  nowSeconds: number,
  onAgentPage: boolean,
): boolean {
  if (onAgentPage || workspace.stripeSubscriptionId) return false;
  // Without a join date the account is treated as new.
  const joinedAt = workspace.joinedAt ?? nowSeconds;
  const joinedLongAgo = nowSeconds - joinedAt >= UPGRADE_PROMPT.daysSinceJoining * DAY_SECONDS;
  return joinedLongAgo || workspace.loadTokens < UPGRADE_PROMPT.creditsBelow;
}

/** Member seats of a workspace: a custom plan's limit, else the default. */
export function workspaceSeats(workspace: Pick<Workspace, 'internal'>): number {
  return workspace.internal?.customPlan?.limits?.workspaceSeats ?? DEFAULT_WORKSPACE_SEATS;
}

export const WORKSPACE_TEXT = {
  invalidEmail: TEXT.validEmail,
  inviteSelf: "You can't invite yourself lol",
  seatLimit: 'You have reached the maximum number of seats',
  nameRequired: TEXT.workspaceNameRequired,
  cannotRemoveSelf: 'You cannot remove yourself from the workspace.',
  deleteConfirm: 'THIS ACTION CANNOT BE UNDONE.',
} as const;

/** Checks of the '+ New User' invite; null when the invite may go ahead. */
export function inviteError(
  email: string,
  ownEmail: string,
  workspace: Pick<Workspace, 'workspaceEmails' | 'internal'>,
): string | null {
  const candidate = email.trim().toLowerCase();
  if (!candidate.includes('@') || !candidate.includes('.')) return WORKSPACE_TEXT.invalidEmail;
  if (candidate === ownEmail.trim().toLowerCase()) return WORKSPACE_TEXT.inviteSelf;
  if (workspace.workspaceEmails.length >= workspaceSeats(workspace))
    return WORKSPACE_TEXT.seatLimit;
  return null;
}

/**
 * Checks of the Edit Workspace drawer. The editor may not drop their own
 * e-mail from a workspace they are a member of (they would lose access).
 */
export function workspaceSaveError(
  draft: { workspaceName: string; workspaceEmails: string[] },
  before: Pick<Workspace, 'workspaceEmails'>,
  ownEmail: string,
): string | null {
  if (!draft.workspaceName.trim()) return WORKSPACE_TEXT.nameRequired;
  const own = ownEmail.trim().toLowerCase();
  const wasMember = before.workspaceEmails.some((e) => e.toLowerCase() === own);
  const stillMember = draft.workspaceEmails.some((e) => e.toLowerCase() === own);
  if (wasMember && !stillMember) return WORKSPACE_TEXT.cannotRemoveSelf;
  return null;
}
