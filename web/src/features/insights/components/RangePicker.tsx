import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { insightDay, insightDayBefore, type InsightPeriod } from '@vg/common';

export interface InsightRange {
  from: string;
  to: string;
  period: InsightPeriod;
}

const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom dates' },
];

/** The last `days` days up to today (UTC), by day. */
export function lastDays(
  days: number,
  period: InsightPeriod = 'day',
  today = insightDay(Date.now()),
): InsightRange {
  return { from: insightDayBefore(today, days), to: today, period };
}

/** The preset a range is on `today` ('7', '30', '90'), or 'custom'. */
export function rangePreset(range: InsightRange, today = insightDay(Date.now())): string {
  if (range.to !== today) return 'custom';
  return (
    PRESETS.find(
      (p) => p.value !== 'custom' && insightDayBefore(today, Number(p.value)) === range.from,
    )?.value ?? 'custom'
  );
}

/** Dates and grouping of the charts: a preset or two dates, by day, week or month. */
export function RangePicker({
  value,
  onChange,
}: {
  value: InsightRange;
  onChange: (next: InsightRange) => void;
}) {
  const preset = rangePreset(value);
  const setDate = (field: 'from' | 'to', date: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const next = { ...value, [field]: date };
    if (next.from <= next.to) onChange(next);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Dates"
        data={PRESETS}
        value={preset}
        allowDeselect={false}
        w={170}
        onChange={(next) => {
          if (next && next !== 'custom') onChange(lastDays(Number(next), value.period));
        }}
      />
      <TextInput
        type="date"
        label="From"
        value={value.from}
        max={value.to}
        onChange={(e) => setDate('from', e.currentTarget.value)}
        w={160}
      />
      <TextInput
        type="date"
        label="To"
        value={value.to}
        min={value.from}
        onChange={(e) => setDate('to', e.currentTarget.value)}
        w={160}
      />
      <SegmentedControl
        aria-label="Group by"
        value={value.period}
        onChange={(period) => onChange({ ...value, period: period as InsightPeriod })}
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'month', label: 'Month' },
        ]}
      />
    </Group>
  );
}
