import { DEFAULT_WORKSPACE_SEATS, TEXT } from '../../constants';
import { dashboardEmailSchema } from '../../schemas/primitives';

/**
 * Workspace membership: who may enter a workspace, inviting members within
 * the seat limit, and saving the workspace settings. E-mails compare
 * case-insensitively.
 */

export const INVITE_SELF_MESSAGE = "You can't invite yourself lol";
export const SEAT_LIMIT_MESSAGE = 'You have reached the maximum number of seats';
export const REMOVE_SELF_MESSAGE = 'You cannot remove yourself from the workspace.';
export const DELETE_WORKSPACE_CONFIRMATION = 'THIS ACTION CANNOT BE UNDONE.';
/** What the invite endpoint answers when the seats are used up. */
export const NOT_ENOUGH_SEATS_MESSAGE =
  'Failed to add user to workspace, workspace does not have enough seats';

export function inviteResultMessage(email: string, succeeded: boolean): string {
  return succeeded ? `Successfully invited ${email}` : `Failed to invite ${email}`;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The owner (uid match) or a member listed in workspaceEmails. */
export function hasWorkspaceAccess(
  workspace: { uid: string; workspaceEmails?: readonly string[] | null },
  user: { uid: string; email?: string | null },
): boolean {
  if (workspace.uid === user.uid) return true;
  return (workspace.workspaceEmails ?? []).some((email) => sameEmail(email, user.email));
}

/**
 * Seats: the custom plan's workspaceSeats when the workspace has one,
 * otherwise the default, plus seats bought on the pay-as-you-go plan.
 */
export function workspaceSeatLimit(input: {
  customPlanSeats?: number | null;
  purchasedSeats?: number | null;
}): number {
  const base =
    typeof input.customPlanSeats === 'number' ? input.customPlanSeats : DEFAULT_WORKSPACE_SEATS;
  return base + Math.max(0, input.purchasedSeats ?? 0);
}

export function isPlausibleEmail(email: string): boolean {
  return dashboardEmailSchema.safeParse(email).success;
}

/** Checks an invite; `memberEmails` are the workspace's current members. */
export function validateInvite(input: {
  email: string;
  inviterEmail: string | null | undefined;
  memberEmails: readonly string[];
  seatLimit: number;
}): string | null {
  const email = input.email.trim();
  if (!isPlausibleEmail(email)) return TEXT.validEmail;
  if (sameEmail(email, input.inviterEmail)) return INVITE_SELF_MESSAGE;
  if (input.memberEmails.length >= input.seatLimit) return SEAT_LIMIT_MESSAGE;
  return null;
}

/** Checks the Edit Workspace drawer before saving. */
export function validateWorkspaceSave(input: {
  workspaceName: string;
  memberEmails: readonly string[];
  previousMemberEmails: readonly string[];
  currentUserEmail: string | null | undefined;
}): string | null {
  if (input.workspaceName.trim() === '') return TEXT.workspaceNameRequired;
  const wasMember = input.previousMemberEmails.some((email) =>
    sameEmail(email, input.currentUserEmail),
  );
  const isMember = input.memberEmails.some((email) => sameEmail(email, input.currentUserEmail));
  return wasMember && !isMember ? REMOVE_SELF_MESSAGE : null;
}

/** The creator's own workspace (uid equals the user's) cannot be deleted. */
export function canDeleteWorkspace(workspaceUid: string, userUid: string): boolean {
  return workspaceUid !== userUid;
}
