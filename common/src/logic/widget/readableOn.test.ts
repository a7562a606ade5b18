import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './readableOn';

describe('readableOn', () => {
  it('keeps white text on dark enough colours', () => {
    expect(readableOn('#2563eb')).toBe('#ffffff');
    expect(readableOn('#111827')).toBe('#ffffff');
  });

  it('switches to dark ink where white would fall under 4.5:1', () => {
    expect(contrastRatio('#ffffff', '#ca8a04')).toBeLessThan(4.5);
    expect(readableOn('#ca8a04')).toBe('#0f172a');
    expect(readableOn('#fde68a')).toBe('#0f172a');
    expect(contrastRatio(readableOn('#16a34a'), '#16a34a')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads #rgb shorthands', () => {
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });
});
