import { DEFAULT_DISABLED_ACCESS_MESSAGE, WHITELABEL_TRIAL_DAYS } from '../../constants';

/**
 * Agency settings editor rules: change detection for the Save button, the
 * font-name check outcome, clean-up of duplicate agency records and the
 * whitelabel trial window.
 */

/** Fields the server or verification flow sets; edits never touch them. */
export const IGNORED_AGENCY_FIELDS = [
  'lastModified',
  'createdAt',
  'vapi',
  'isVerifiedCustomDomain',
  'isVerifiedSubDomain',
  'customDomainConfig',
] as const;

export const ALL_CHANGES_SAVED = 'All changes saved.';
export const UNSAVED_CHANGES = 'There are unsaved changes.';
export const INVALID_FONT_MESSAGE =
  'This font name is not a valid one, please double check font name.';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, stable(entry)]),
    );
  }
  return value;
}

function withoutIgnored(record: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...record };
  for (const field of IGNORED_AGENCY_FIELDS) delete copy[field];
  return copy;
}

/** Deep comparison that ignores key order and the fields above. */
export function hasUnsavedChanges(
  saved: Record<string, unknown>,
  draft: Record<string, unknown>,
): boolean {
  return (
    JSON.stringify(stable(withoutIgnored(saved))) !== JSON.stringify(stable(withoutIgnored(draft)))
  );
}

export function saveStatusText(changed: boolean): string {
  return changed ? UNSAVED_CHANGES : ALL_CHANGES_SAVED;
}

export function isSaveDisabled(loading: boolean, changed: boolean): boolean {
  return loading || !changed;
}

/** 'inherit' needs no lookup; otherwise the font service's answer decides. */
export function fontNameError(fontName: string, serviceFoundIt: boolean): string | null {
  if (fontName.trim() === 'inherit') return null;
  return serviceFoundIt ? null : INVALID_FONT_MESSAGE;
}

export function needsFontLookup(fontName: string): boolean {
  return fontName.trim() !== 'inherit';
}

/**
 * With more than one agency record, the extra ones that were never edited
 * (no lastModified) or still carry the default branding text are removed.
 * One record always survives: the most recently modified real one, or the
 * most recent of all when every record looks unused.
 */
export function duplicateAgencyIdsToDelete(
  records: readonly { ID: string; lastModified?: number | null; brandingText?: string | null }[],
  defaultBrandingText: string,
): string[] {
  if (records.length <= 1) return [];
  const looksUnused = (record: (typeof records)[number]) =>
    !record.lastModified || record.brandingText === defaultBrandingText;
  const newestFirst = [...records].sort((a, b) => (b.lastModified ?? -1) - (a.lastModified ?? -1));
  const keep = newestFirst.find((record) => !looksUnused(record)) ?? newestFirst[0];
  return records
    .filter((record) => record !== keep && looksUnused(record))
    .map((record) => record.ID);
}

/** The trial ends 14 days after activation (unix seconds in and out). */
export function whitelabelTrialEndsAt(activatedAtSeconds: number): number {
  return activatedAtSeconds + WHITELABEL_TRIAL_DAYS * 86_400;
}

export function isWhitelabelTrialActive(endsAtSeconds: number | null | undefined, nowMs: number) {
  return typeof endsAtSeconds === 'number' && nowMs / 1000 < endsAtSeconds;
}

/** The blocking modal text when an organisation disables client access. */
export function clientAccessDisabledMessage(message: string | null | undefined): string {
  return message?.trim() ? message : DEFAULT_DISABLED_ACCESS_MESSAGE;
}
