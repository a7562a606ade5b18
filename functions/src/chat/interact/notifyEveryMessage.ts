import { logger } from 'firebase-functions';
import { deliverTeamNotice } from '../../notifications/deliverTeamNotice';
import {
  queueTeamNotifications,
  teamRecipients,
  type TeamNotice,
} from '../../notifications/notifyTeam';
import { isLaunch, type InteractStep } from './InteractStep';
import type { RecordedStep } from './recordVisitorStep';
import { actionText } from './visitorMessages';

/**
 * notifyIf 'all' (spec 3 §4.8): every new visitor message, not only
 * requests for a person, reaches the agent's clients who asked for all
 * messages — a dashboard notification for them (not for the owner, who
 * did not ask) and their e-mail and push channels. Opening steps, the
 * owner's own test chats and steps without text tell nobody. Never throws:
 * the visitor's step does not depend on it.
 */
export async function notifyEveryMessage(
  step: InteractStep,
  recorded: RecordedStep,
  now = Date.now(),
): Promise<void> {
  const text = actionText(step.action);
  if (!text || isLaunch(step.action) || step.callerUid === recorded.agent.ownerID) return;
  try {
    const recipients = await teamRecipients(step.db, recorded.agent, false);
    if (recipients.length === 0) return;
    const name = step.transcriptMetadata.userName;
    const who = typeof name === 'string' && name.trim() ? name.trim() : 'A visitor';
    const agentName = recorded.agent.title ?? step.agentId;
    const notice: TeamNotice = {
      region: step.region,
      agentId: step.agentId,
      ownerID: recorded.agent.ownerID,
      agentName,
      convoId: step.userId,
      title: 'New message',
      body: `${who}: ${text}`,
      isRequest: false,
    };
    const batch = step.db.batch();
    queueTeamNotifications(
      step.db,
      batch,
      notice,
      recipients.map((recipient) => recipient.clientId),
      now,
      undefined,
      false,
    );
    await batch.commit();
    await deliverTeamNotice(step.db, notice, recipients);
  } catch (error) {
    logger.warn(`Telling the clients of agent ${step.agentId} about a message failed:`, error);
  }
}
