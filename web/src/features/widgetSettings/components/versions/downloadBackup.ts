import type { Backup } from '@vg/common';

/** File name of a downloaded version: the agent's name, or agent-backup. */
export function backupFileName(backup: Pick<Backup, 'agentTemplate'>): string {
  const name = (backup.agentTemplate.name ?? '').trim().replace(/[\\/:*?"<>|]+/g, '-');
  return `${name || 'agent-backup'}.json`;
}

/** Saves the version's agent template as a JSON file. */
export function downloadBackup(backup: Backup): void {
  const blob = new Blob([JSON.stringify(backup.agentTemplate, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = backupFileName(backup);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
