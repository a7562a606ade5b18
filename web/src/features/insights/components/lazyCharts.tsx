import { lazy } from 'react';

/**
 * The chart library (recharts under @mantine/charts, the largest part of the
 * insight pages) in a chunk of its own: Home never loads it, and Analytics
 * and Metrics show their numbers while it arrives (ChartCard holds the place
 * of each chart until then).
 */
const loadCharts = () => import('@mantine/charts');

export const AreaChart = lazy(() => loadCharts().then((m) => ({ default: m.AreaChart })));
export const BarChart = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));

/** Starts fetching the chart library as a page that draws charts opens, alongside its data. */
export function preloadCharts(): void {
  void loadCharts();
}
