import { lazy } from 'react';

/**
 * The chart library (recharts under @mantine/charts, the largest part of the
 * insight pages) in a chunk of its own: Home never loads it, and Analytics
 * and Metrics ask for it only once their numbers are painted (the first
 * chart ChartCard draws then), so running its code never delays them;
 * ChartCard holds the place of each chart until it is drawn.
 */
const loadCharts = () => import('@mantine/charts');

export const AreaChart = lazy(() => loadCharts().then((m) => ({ default: m.AreaChart })));
export const BarChart = lazy(() => loadCharts().then((m) => ({ default: m.BarChart })));
