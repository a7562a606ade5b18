import { describe, expect, it } from 'vitest';
import { whatsappTemplateSchema } from '@vg/common';
import { TEMPLATE_LANGUAGES, templateStatus } from './whatsappTemplateLabels';

describe('WhatsApp template labels', () => {
  it.each([
    ['APPROVED', 'Approved', 'green'],
    ['PENDING', 'In review', 'yellow'],
    ['REJECTED', 'Rejected', 'red'],
    ['IN_APPEAL', 'IN_APPEAL', 'gray'],
  ])('%s reads %s', (status, label, color) => {
    expect(templateStatus(status)).toEqual({ label, color });
  });

  it('offers only language codes the template schema accepts, each once', () => {
    const values = TEMPLATE_LANGUAGES.map((l) => l.value);
    expect(new Set(values).size).toBe(values.length);
    for (const language of values)
      expect(
        whatsappTemplateSchema.safeParse({
          name: 'x',
          language,
          category: 'UTILITY',
          bodyText: 'Hi',
        }).success,
        language,
      ).toBe(true);
    expect(TEMPLATE_LANGUAGES[0]).toEqual({ value: 'en', label: 'English (en)' });
  });
});
