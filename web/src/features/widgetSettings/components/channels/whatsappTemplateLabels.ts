/** Languages a WhatsApp template is often written in (Meta's codes; the list is searchable). */
export const TEMPLATE_LANGUAGES: { value: string; label: string }[] = [
  ['en', 'English'],
  ['en_US', 'English (US)'],
  ['en_GB', 'English (UK)'],
  ['es', 'Spanish'],
  ['fr', 'French'],
  ['de', 'German'],
  ['it', 'Italian'],
  ['pt_BR', 'Portuguese (Brazil)'],
  ['nl', 'Dutch'],
  ['nb', 'Norwegian'],
  ['sv', 'Swedish'],
  ['da', 'Danish'],
  ['fi', 'Finnish'],
  ['pl', 'Polish'],
  ['tr', 'Turkish'],
  ['ar', 'Arabic'],
  ['hi', 'Hindi'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['zh_CN', 'Chinese (simplified)'],
].map(([value, label]) => ({ value: value!, label: `${label} (${value})` }));

const STATUSES: Record<string, { label: string; color: string }> = {
  APPROVED: { label: 'Approved', color: 'green' },
  PENDING: { label: 'In review', color: 'yellow' },
  REJECTED: { label: 'Rejected', color: 'red' },
  PAUSED: { label: 'Paused', color: 'orange' },
  DISABLED: { label: 'Disabled', color: 'gray' },
};

/** Meta's review status of a template as the WhatsApp view shows it (unknown ones as Meta words them). */
export function templateStatus(status: string): { label: string; color: string } {
  return STATUSES[status] ?? { label: status, color: 'gray' };
}
