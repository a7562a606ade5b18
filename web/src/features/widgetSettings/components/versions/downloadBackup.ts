import { backupFileName, type Backup } from '@vg/common';

/** Saves the version's agent template as a JSON file. */
export function downloadBackup(backup: Backup): void {
  const blob = new Blob([JSON.stringify(backup.agentTemplate, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = backupFileName(backup.agentTemplate.name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
