import { useEffect, useState } from 'react';
import { insightDay } from '@vg/common';

const DAY_MS = 86_400_000;

/**
 * Today as the counters name it (the UTC day, YYYY-MM-DD), moving on by
 * itself at midnight UTC: a page left open overnight follows the new day
 * without waiting for a render of its own. A timer that fires late (a
 * sleeping laptop, a background tab) moves it on when it fires.
 */
export function useInsightToday(): string {
  const [today, setToday] = useState(() => insightDay(Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const untilMidnight = () => {
      // Just past midnight, so the clock reads the new day when the timer fires.
      timer = setTimeout(
        () => {
          setToday(insightDay(Date.now()));
          untilMidnight();
        },
        DAY_MS - (Date.now() % DAY_MS) + 50,
      );
    };
    untilMidnight();
    return () => clearTimeout(timer);
  }, []);
  return today;
}
