import type { Region } from '@vg/common';
import { dbFor } from '../firestore';
import { uniqueId } from './emulators';

/** An agent of `ownerID` in `region`, with any extra fields. */
export async function seedAgent(
  region: Region,
  ownerID: string,
  fields: Record<string, unknown> = {},
) {
  const agentId = uniqueId('agent');
  await dbFor(region)
    .doc(`voiceglow/${agentId}`)
    .set({ ID: agentId, ownerID, title: 'Shoe Shop', agentPlatform: 'vg', ...fields });
  return agentId;
}

/** A conversation owned by the visitor `authUid`. */
export async function seedConversation(
  region: Region,
  agentId: string,
  authUid: string,
  fields: Record<string, unknown> = {},
) {
  const userId = uniqueId('user');
  await dbFor(region)
    .doc(`voiceglow/${agentId}/convos/${userId}`)
    .set({ authUid, state: 'ai-chatting', turns: '[]', ...fields });
  return userId;
}

export async function readDoc(region: Region, path: string) {
  return (await dbFor(region).doc(path).get()).data();
}

/** A knowledge document of the agent (`voiceglow/{agentId}/kb/{docId}`). */
export async function seedKnowledge(
  region: Region,
  agentId: string,
  doc: { ID: string; name: string; content: string; url?: string },
) {
  await dbFor(region).doc(`voiceglow/${agentId}/kb/${doc.ID}`).set(doc);
}
