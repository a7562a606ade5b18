import { describe, expect, it } from 'vitest';
import { evalCondition } from '../testKit';

// request.time in the test kit is 2023-11-14T22:13:20Z (1700000000 s), a Tuesday.
const allows = (condition: string, options = {}) => evalCondition(condition, options).allowed;
const reason = (condition: string) => evalCondition(condition).message;

describe('timestamps', () => {
  it('reads calendar fields of request.time', () => {
    const t = 'request.time';
    expect(
      allows(
        `${t}.year() == 2023 && ${t}.month() == 11 && ${t}.day() == 14 && ${t}.hours() == 22 && ${t}.minutes() == 13 && ${t}.seconds() == 20 && ${t}.nanos() == 0`,
      ),
    ).toBe(true);
    expect(allows(`${t}.dayOfWeek() == 2 && ${t}.dayOfYear() == 318`)).toBe(true);
    expect(allows(`${t}.year() == 2024`)).toBe(false);
  });

  it('calendar fields in a time zone', () => {
    expect(
      allows(`request.time.hours('Europe/Berlin') == 23 && request.time.day('Asia/Tokyo') == 15`),
    ).toBe(true);
    expect(reason(`request.time.hours('Mars/Olympus') == 1`)).toContain('Unknown time zone');
  });

  it('builds timestamps with timestamp.date and timestamp.value', () => {
    expect(allows(`timestamp.date(2023, 11, 14) == request.time.date()`)).toBe(true);
    expect(
      allows(
        `timestamp.value(1700000000000) == request.time && request.time.toMillis() == 1700000000000`,
      ),
    ).toBe(true);
    expect(allows(`timestamp.date(2023, 11, 15) == request.time.date()`)).toBe(false);
    expect(reason(`timestamp.date(2023, 2, 30) == request.time`)).toContain('Invalid date');
  });

  it('time() is the duration since midnight', () => {
    expect(allows(`request.time.time() == duration.time(22, 13, 20, 0)`)).toBe(true);
  });

  it('adds and subtracts durations; differences of timestamps are durations', () => {
    expect(allows(`request.time + duration.value(1, 'd') == timestamp.value(1700086400000)`)).toBe(
      true,
    );
    expect(allows(`request.time - duration.value(2, 'h') < request.time`)).toBe(true);
    expect(allows(`request.time - timestamp.value(1699999999000) == duration.value(1, 's')`)).toBe(
      true,
    );
    expect(allows(`request.time - duration.value(1, 'ms') > request.time`)).toBe(false);
    expect(reason(`request.time + request.time > request.time`)).toContain(
      'Received: timestamp + timestamp',
    );
  });

  it('compares stored timestamps with request.time', () => {
    const data = { expiresAt: new Date('2030-01-01T00:00:00Z') };
    expect(allows(`resource.data.expiresAt > request.time`, { data })).toBe(true);
    expect(allows(`resource.data.expiresAt < request.time`, { data })).toBe(false);
  });

  it('handles instants before 1970', () => {
    expect(
      allows(`timestamp.value(-1).year() == 1969 && timestamp.value(-1).nanos() == 999000000`),
    ).toBe(true);
  });
});

describe('durations', () => {
  it('duration.value in every unit', () => {
    expect(
      allows(
        `duration.value(1, 'w') == duration.value(7, 'd') && duration.value(1, 'd') == duration.value(24, 'h') && duration.value(1, 'h') == duration.value(60, 'm') && duration.value(1, 'm') == duration.value(60, 's') && duration.value(1, 's') == duration.value(1000, 'ms') && duration.value(1, 'ms') == duration.value(1000000, 'ns')`,
      ),
    ).toBe(true);
    expect(reason(`duration.value(1, 'y') > duration.value(1, 's')`)).toContain(
      'Invalid duration unit',
    );
  });

  it('seconds, nanos, abs, time, arithmetic', () => {
    const d = `duration.time(1, 2, 3, 4)`;
    expect(allows(`${d}.seconds() == 3723 && ${d}.nanos() == 4`)).toBe(true);
    expect(allows(`duration.abs(-duration.value(5, 's')) == duration.value(5, 's')`)).toBe(true);
    expect(
      allows(`duration.value(1, 'h') + duration.value(30, 'm') == duration.value(90, 'm')`),
    ).toBe(true);
    expect(
      allows(`duration.value(1, 'h') - duration.value(30, 'm') == duration.value(20, 'm')`),
    ).toBe(false);
  });
});
