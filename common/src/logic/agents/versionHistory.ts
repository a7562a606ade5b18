import { VERSION_HISTORY_LIMIT } from '../../constants';

/**
 * Agent backups (version history): only the 20 newest are kept, listed
 * newest first with the first tagged Latest; reverting takes two presses on
 * the same entry.
 */

export interface BackupEntry {
  id: string;
  /** Unix seconds. */
  createdAt: number;
}

export function sortBackupsNewestFirst<T extends BackupEntry>(backups: readonly T[]): T[] {
  return [...backups].sort((a, b) => b.createdAt - a.createdAt);
}

/** The 20 kept, newest first, each flagged whether it is the latest. */
export function visibleBackups<T extends BackupEntry>(
  backups: readonly T[],
): (T & { isLatest: boolean })[] {
  return sortBackupsNewestFirst(backups)
    .slice(0, VERSION_HISTORY_LIMIT)
    .map((backup, index) => ({ ...backup, isLatest: index === 0 }));
}

/** Ids beyond the newest 20, to delete after a new backup is written. */
export function backupsToPrune(backups: readonly BackupEntry[]): string[] {
  return sortBackupsNewestFirst(backups)
    .slice(VERSION_HISTORY_LIMIT)
    .map((backup) => backup.id);
}

export type RevertEvent = { type: 'press'; id: string } | { type: 'clickElsewhere' };

/**
 * Two-step revert. The state is the armed backup id (its button reads
 * 'Confirm Revert?'); `perform` is set when the second press lands on it.
 */
export function revertReducer(
  armedId: string | null,
  event: RevertEvent,
): { armedId: string | null; perform: string | null } {
  if (event.type === 'clickElsewhere') return { armedId: null, perform: null };
  if (armedId === event.id) return { armedId: null, perform: event.id };
  return { armedId: event.id, perform: null };
}

export function revertButtonLabel(armedId: string | null, id: string): string {
  return armedId === id ? 'Confirm Revert?' : 'Revert';
}

/** Download name: the agent's name, or agent-backup. */
export function backupFileName(agentName: string | null | undefined): string {
  const name = agentName?.trim();
  return `${name ? name : 'agent-backup'}.json`;
}
