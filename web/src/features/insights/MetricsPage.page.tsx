import { useEffect } from 'react';
import { Alert, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { responsePercentile, totalInsights, groupInsights, type InsightShard } from '@vg/common';
import { useAgent } from '../../data/hooks/useAgents';
import { useInsightDays } from '../../data/hooks/useInsights';
import { NOT_FOCUSABLE } from './components/chartProps';
import { BarChart, preloadCharts } from './components/lazyCharts';
import { ChartCard, type ChartTable } from './components/ChartCard';
import { InsightsNav } from './components/InsightsNav';
import { RangePicker, type InsightRange } from './components/RangePicker';
import { StatCard } from './components/StatCard';
import { useInsightRange } from './useInsightRange';
import { chartData } from './helpers/analyticsTables';
import { OPENING_DAYS } from './helpers/insightPageReads';
import type { InsightsViewer } from './helpers/insightsViewer';

const ms = (value: number | null) =>
  value === null ? '—' : value < 1000 ? `${value} ms` : `${value / 1000} s`;

/** Metrics: usage (tokens, messages per channel, response times, errors) against the limits. */
export function MetricsPage({ viewer }: { viewer: InsightsViewer }) {
  const { region, agentId } = viewer;
  const [range, setRange] = useInsightRange(OPENING_DAYS);
  useEffect(preloadCharts, []);
  const days = useInsightDays(region, agentId, range);
  const agent = useAgent(region, agentId);
  const agentDoc = agent.status === 'ready' ? agent.value : null;
  const used = agentDoc?.tokensUsage ?? 0;
  const allowance = agentDoc?.maxTokensUsage ?? 0;
  const csv = (name: string) => `${agentId}-${name}-${range.from}-${range.to}.csv`;

  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        Metrics
      </Title>
      <InsightsNav viewer={viewer} current="metrics" />
      <Paper withBorder p="md" radius="md">
        <Text size="sm" id="token-allowance">
          Tokens used of this agent&apos;s allowance: {used.toLocaleString('en')} of{' '}
          {allowance.toLocaleString('en')}
        </Text>
        <Progress.Root mt="xs">
          <Progress.Section
            aria-labelledby="token-allowance"
            value={allowance ? Math.min(100, (used / allowance) * 100) : 0}
            color={allowance && used / allowance > 0.9 ? 'red' : 'blue'}
          />
        </Progress.Root>
      </Paper>
      <RangePicker value={range} onChange={setRange} />
      {days.status === 'loading' && <Loader role="status" aria-label="Loading metrics" />}
      {days.status === 'error' && (
        <Alert color="red">The metrics could not be loaded. Please refresh.</Alert>
      )}
      {days.status === 'ready' && <Usage days={days.value} range={range} csv={csv} />}
    </Stack>
  );
}

function Usage({
  days,
  range,
  csv,
}: {
  days: InsightShard[];
  range: InsightRange;
  csv: (n: string) => string;
}) {
  const total = totalInsights(days);
  const groups = groupInsights(days, range.period);
  const any = total.visitorMessages + total.botMessages + total.tokens > 0;
  const perPeriod: ChartTable = {
    header: ['Period', 'Tokens', 'Agent replies', 'Errors'],
    rows: any ? groups.map((g) => [g.day, g.tokens, g.responses, g.errors]) : [],
  };
  const channels: ChartTable = {
    header: ['Channel', 'Messages'],
    rows: Object.entries(total.channelMessages).filter(([, n]) => n > 0),
  };
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="metrics-stats">
        <StatCard label="Tokens" value={total.tokens.toLocaleString('en')} />
        <StatCard
          label="Response time p50"
          value={ms(responsePercentile(total.responseBuckets, 0.5))}
          note="at most"
        />
        <StatCard
          label="Response time p95"
          value={ms(responsePercentile(total.responseBuckets, 0.95))}
          note="at most"
        />
        <StatCard
          label="Errors"
          value={String(total.errors)}
          note={
            total.responses
              ? `${Math.round((total.errors / total.responses) * 1000) / 10} % of replies`
              : undefined
          }
        />
      </SimpleGrid>
      <ChartCard title="Tokens per period" table={perPeriod} csvName={csv('usage')}>
        <BarChart
          barChartProps={NOT_FOCUSABLE}
          h={240}
          data={chartData(perPeriod)}
          dataKey="Period"
          series={[{ name: 'Tokens', color: 'blue.7' }]}
        />
      </ChartCard>
      <ChartCard title="Messages per channel" table={channels} csvName={csv('channel-messages')}>
        <BarChart
          barChartProps={NOT_FOCUSABLE}
          h={200}
          data={chartData(channels)}
          dataKey="Channel"
          series={[{ name: 'Messages', color: 'teal.7' }]}
        />
      </ChartCard>
    </>
  );
}
