import {
  DEFAULT_BRANDING_TEXT,
  duplicateAgencyIdsToDelete,
  initAgencyRequestSchema,
  newAgencyRecord,
  randomString,
  AGENCY_SECRET_LENGTH,
  timeToMillis,
  type StoredTime,
} from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { agenciesOfUser, requireAccount } from './agencyStore';
import { subdomainRoot } from './domainSettings';

/**
 * POST /agencies/init: the caller's agency record. Created with the spec's
 * defaults and a fresh 25-character secret when missing (the secret is
 * never written by a browser); a record without a secret gets one. Extra
 * records that were never edited are retired (userId 'deleted-{id}').
 */
export const initAgency = defineEndpoint({
  method: 'POST',
  path: '/agencies/init',
  limit: 'visitor',
  input: initAgencyRequestSchema,
  handle: async ({ db, caller }) => {
    const uid = requireAccount(await caller());
    const records = await agenciesOfUser(db, uid);
    const removed = duplicateAgencyIdsToDelete(
      records.map((record) => ({
        ID: record.ID,
        lastModified:
          record.lastModified === undefined
            ? null
            : timeToMillis(record.lastModified as StoredTime),
        brandingText: (record.brandingText as string | undefined) ?? null,
      })),
      DEFAULT_BRANDING_TEXT,
    );
    const batch = db.batch();
    for (const id of removed) batch.update(db.doc(`agencies/${id}`), { userId: `deleted-${id}` });
    const kept = records.filter((record) => !removed.includes(record.ID));
    let agency = kept.sort((a, b) => Number(b.lastModified ?? 0) - Number(a.lastModified ?? 0))[0];
    const created = !agency;
    if (!agency) {
      const ref = db.collection('agencies').doc();
      const record = newAgencyRecord(ref.id, uid, randomString(AGENCY_SECRET_LENGTH), Date.now());
      batch.set(ref, record);
      agency = record;
    } else if (typeof agency.secret !== 'string' || agency.secret.length !== AGENCY_SECRET_LENGTH) {
      batch.update(db.doc(`agencies/${agency.ID}`), { secret: randomString(AGENCY_SECRET_LENGTH) });
    }
    await batch.commit();
    return {
      status: created ? 201 : 200,
      body: { agencyId: agency.ID, created, subdomainRoot: subdomainRoot(), removed },
    };
  },
});
