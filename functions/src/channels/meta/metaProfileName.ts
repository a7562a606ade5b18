import { z } from 'zod';
import { callGraph } from '../../gateways/meta';

const messengerProfileSchema = z.looseObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const instagramProfileSchema = z.looseObject({
  name: z.string().optional(),
  username: z.string().optional(),
});

/**
 * The name a Messenger or Instagram person goes by, from the User Profile
 * API with the page's token (Messenger: first and last name; Instagram:
 * name, else @username). Best effort: a person who has not allowed it, or
 * Meta out of reach, leaves the conversation named by its id.
 */
export async function metaProfileName(
  surface: 'messenger' | 'instagram',
  personId: string,
  pageToken: string,
): Promise<string | undefined> {
  if (!/^\d{1,32}$/.test(personId)) return undefined;
  try {
    const answer = await callGraph('GET', personId, {
      token: pageToken,
      query: { fields: surface === 'messenger' ? 'first_name,last_name' : 'name,username' },
    });
    if (!answer.ok) return undefined;
    if (surface === 'messenger') {
      const profile = messengerProfileSchema.safeParse(answer.body);
      if (!profile.success) return undefined;
      const name = [profile.data.first_name, profile.data.last_name]
        .filter(Boolean)
        .join(' ')
        .trim();
      return name ? name.slice(0, 100) : undefined;
    }
    const profile = instagramProfileSchema.safeParse(answer.body);
    if (!profile.success) return undefined;
    const name =
      profile.data.name?.trim() || (profile.data.username ? `@${profile.data.username}` : '');
    return name ? name.slice(0, 100) : undefined;
  } catch {
    return undefined;
  }
}
