import { z } from 'zod';
import { clientSchema, firstName, type OrganisationUser, type SafeDataResponse } from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { isAgencyClient } from '../../notifications/notifyTeam';
import { defineEndpoint } from '../../http/endpoint';

export const safeDataInput = z.object({});

/** Enough team members for the banner (3 avatars and '+N'). */
const MAX_ORG_USERS = 50;

/**
 * GET /vg/{agentId}/safe-data: the agent's team members as visitors may see
 * them (presence, photo, first name). Client records hold passwords and
 * login codes, so only these fields leave the server.
 */
export const safeData = defineEndpoint({
  method: 'GET',
  path: '/vg/:agentId/safe-data',
  input: safeDataInput,
  handle: async ({ db, params }) => {
    const agentId = params.agentId ?? '';
    const agent = await loadAgent(db, agentId);
    const snapshot = await db
      .collection('clients')
      .where('widgetIDs', 'array-contains', agentId)
      .limit(MAX_ORG_USERS)
      .get();
    const orgUsers = snapshot.docs.flatMap((doc): OrganisationUser[] => {
      const parsed = clientSchema.safeParse({ ID: doc.id, ...doc.data() });
      if (!parsed.success || !isAgencyClient(parsed.data, agent.ownerID)) return [];
      const { ID, status, squarePhotoURL, name } = parsed.data;
      const first = firstName(name);
      return [
        {
          ID,
          status,
          ...(squarePhotoURL ? { squarePhotoURL } : {}),
          ...(first ? { name: first } : {}),
        },
      ];
    });
    return { body: { orgUsers } satisfies SafeDataResponse };
  },
});
