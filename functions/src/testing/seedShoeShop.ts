import { dbFor } from '../firestore';
import { seedAgent, seedKnowledge } from './seed';

/** The channel tests' agent: hand-off on, an opening line, and one fact only the knowledge holds. */
export async function seedShoeShop(ownerUid: string): Promise<string> {
  await dbFor('eu').doc(`users/${ownerUid}`).set({ uid: ownerUid }, { merge: true });
  const agentId = await seedAgent('eu', ownerUid, {
    enableHumanHandoff: true,
    proactiveMessage: 'Hi! Ask me about our shoes.',
  });
  await seedKnowledge('eu', agentId, {
    ID: 'delivery',
    name: 'Delivery',
    content: 'We ship to Norway within three working days.',
  });
  return agentId;
}
