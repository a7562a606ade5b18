import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../http/HttpError';
import { readClaimToken, waNumberPath } from './metaClaims';

/** The connected number's business account and the token it was connected with. */
export async function whatsappNumberOfAgent(
  db: Firestore,
  agentId: string,
  phoneId: string,
): Promise<{ wabaId: string; token: string }> {
  const claimPath = waNumberPath(phoneId);
  const claim = await db.doc(claimPath).get();
  const wabaId: unknown = claim.get('wabaId');
  if (!claim.exists || claim.get('agentId') !== agentId || typeof wabaId !== 'string')
    throw new HttpError(404, 'This number is not connected to this agent.', {
      code: 'not-connected',
    });
  const token = await readClaimToken(db, claimPath);
  if (!token)
    throw new HttpError(409, 'Error: connect the number again to manage it.', {
      code: 'meta-login-needed',
    });
  return { wabaId, token };
}
