import { useCallback, useEffect, useState } from 'react';
import { notifications } from '@mantine/notifications';
import {
  FUNCTION_OWNED_AGENCY_FIELDS,
  IGNORED_AGENCY_FIELDS,
  hasUnsavedChanges,
  type Region,
} from '@vg/common';
import {
  initAgency,
  saveAgencySettings,
  watchAgency,
  type AgencyRecord,
} from '../../../data/agency';
import { useLiveValue } from '../../../data/hooks/useLiveValue';

/** Fields the server changes while the owner edits: taken from the saved record into the draft. */
const SERVER_FIELDS: readonly string[] = [
  ...FUNCTION_OWNED_AGENCY_FIELDS,
  ...IGNORED_AGENCY_FIELDS,
];

function withServerFields(draft: AgencyRecord, saved: AgencyRecord): AgencyRecord {
  const next = { ...draft };
  for (const field of SERVER_FIELDS) {
    if (field in saved) next[field] = saved[field];
    else delete next[field];
  }
  return next;
}

/**
 * The agency settings editor's state: the record is initialised by the
 * server on the first visit, followed live, and edited as a draft that Save
 * writes with merge. Verification and other server-written fields flow
 * into the draft as they change, so they never count as unsaved edits.
 */
export function useAgencyEditor(region: Region) {
  const [setup, setSetup] = useState<{ agencyId: string; subdomainRoot: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    initAgency(region).then(
      (answer) => {
        if (cancelled) return;
        setSetup({ agencyId: answer.agencyId, subdomainRoot: answer.subdomainRoot });
        if (answer.created)
          notifications.show({
            color: 'green',
            message: 'Agency settings initialized',
            autoClose: 3000,
          });
      },
      () => {
        if (cancelled) return;
        setFailed(true);
        notifications.show({
          color: 'red',
          message: 'Error creating agency settings',
          autoClose: 4000,
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [region]);

  const live = useLiveValue<AgencyRecord | null>(
    setup ? `${region}/${setup.agencyId}` : null,
    (onChange, onError) => watchAgency(region, setup?.agencyId ?? '', onChange, onError),
  );
  const saved = live.status === 'ready' ? live.value : null;
  const [draft, setDraft] = useState<AgencyRecord | null>(null);
  useEffect(() => {
    if (saved) setDraft((current) => (current ? withServerFields(current, saved) : saved));
  }, [saved]);

  const [saving, setSaving] = useState(false);
  const loading = !saved || !draft || saving;
  // The record's own snapshot shows a save at once (before the server has it):
  // until the write is acknowledged the changes still count as unsaved, so
  // nobody leaves the page believing a save is done that could still be lost.
  const changed = !!saved && !!draft && (saving || hasUnsavedChanges(saved, draft));

  const update = useCallback((patch: Record<string, unknown>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
  }, []);

  const save = useCallback(async () => {
    if (!setup || !draft) return;
    setSaving(true);
    try {
      await saveAgencySettings(region, setup.agencyId, draft);
      notifications.show({ color: 'green', message: 'Saved successfully', autoClose: 2000 });
    } catch {
      notifications.show({
        color: 'red',
        message: 'Error occured when trying to save..',
        autoClose: 4000,
      });
    } finally {
      setSaving(false);
    }
  }, [region, setup, draft]);

  return {
    failed: failed || live.status === 'error',
    loading,
    saved,
    draft,
    changed,
    update,
    save,
    subdomainRoot: setup?.subdomainRoot ?? '',
  };
}

export type AgencyEditor = ReturnType<typeof useAgencyEditor>;
