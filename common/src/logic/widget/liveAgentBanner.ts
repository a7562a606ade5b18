import { LIVE_AGENT_AVATARS_MAX } from '../../constants';

/**
 * The live-agent banner above the chat: when it shows and which avatars it
 * carries.
 */

export interface OrgUserPresence {
  status?: string;
  squarePhotoURL?: string;
}

export function isOnline(user: OrgUserPresence): boolean {
  return user.status === 'online';
}

/**
 * Shown only when agents exist, at least one is online (or alwaysShowHandoff
 * is set), handoff is active and no human has taken the chat yet.
 */
export function showsLiveAgentBanner(input: {
  orgUsers: readonly OrgUserPresence[];
  alwaysShowHandoff?: boolean;
  handoffActive: boolean;
  humanAssigned?: boolean;
}): boolean {
  if (!input.handoffActive || input.humanAssigned) return false;
  if (input.orgUsers.length === 0) return false;
  return input.alwaysShowHandoff === true || input.orgUsers.some(isOnline);
}

/**
 * Up to three avatars, and the '+N' label once three or more agents exist,
 * N being the agents beyond the three shown.
 */
export function bannerAvatars<T extends OrgUserPresence>(
  orgUsers: readonly T[],
): { shown: T[]; overflowLabel: string | null } {
  const shown = orgUsers.slice(0, LIVE_AGENT_AVATARS_MAX);
  const overflowLabel =
    orgUsers.length >= LIVE_AGENT_AVATARS_MAX
      ? `+${orgUsers.length - LIVE_AGENT_AVATARS_MAX}`
      : null;
  return { shown, overflowLabel };
}
