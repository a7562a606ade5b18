import { useState } from 'react';
import { useInsightToday } from '../../data/hooks/useInsightToday';
import { lastDays, rangePreset, type InsightRange } from './components/RangePicker';

/**
 * The dates of an insight page, opening on the last `openingDays` days. A
 * preset ("Last 30 days") moves on with the day at midnight UTC, so a page
 * left open overnight keeps showing the last 30 days; dates picked by hand
 * stay as they were picked.
 */
export function useInsightRange(openingDays: number): [InsightRange, (next: InsightRange) => void] {
  const today = useInsightToday();
  const [chosen, setChosen] = useState(() => ({ range: lastDays(openingDays), on: today }));
  let range = chosen.range;
  if (chosen.on !== today) {
    const preset = rangePreset(chosen.range, chosen.on);
    if (preset !== 'custom') range = lastDays(Number(preset), chosen.range.period, today);
  }
  return [range, (next) => setChosen({ range: next, on: today })];
}
