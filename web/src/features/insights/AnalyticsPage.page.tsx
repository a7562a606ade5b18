import { useEffect } from 'react';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAgent } from '../../data/hooks/useAgents';
import { useInsightDays } from '../../data/hooks/useInsights';
import { NOT_FOCUSABLE } from './components/chartProps';
import { AreaChart, BarChart, preloadCharts } from './components/lazyCharts';
import { ChartCard } from './components/ChartCard';
import { InsightsNav } from './components/InsightsNav';
import { RangePicker } from './components/RangePicker';
import { StatCard } from './components/StatCard';
import { useInsightRange } from './useInsightRange';
import { analyticsTables, chartData, formatWait } from './helpers/analyticsTables';
import { OPENING_DAYS } from './helpers/insightPageReads';
import type { InsightsViewer } from './helpers/insightsViewer';

/** Analytics: what visitors did over a range of dates, live, as charts, tables and CSV. */
export function AnalyticsPage({ viewer }: { viewer: InsightsViewer }) {
  const { region, agentId } = viewer;
  const [range, setRange] = useInsightRange(OPENING_DAYS);
  useEffect(preloadCharts, []);
  const days = useInsightDays(region, agentId, range);
  const agent = useAgent(region, agentId);
  const geo = agent.status === 'ready' && agent.value?.enableGeoAnalytics === true;
  const csv = (name: string) => `${agentId}-${name}-${range.from}-${range.to}.csv`;

  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        Analytics
      </Title>
      <InsightsNav viewer={viewer} current="analytics" />
      <RangePicker value={range} onChange={setRange} />
      {days.status === 'loading' && <Loader role="status" aria-label="Loading analytics" />}
      {days.status === 'error' && (
        <Alert color="red">The analytics could not be loaded. Please refresh.</Alert>
      )}
      {days.status === 'ready' && (
        <Charts tables={analyticsTables(days.value, range.period)} geo={geo} csv={csv} />
      )}
    </Stack>
  );
}

function Charts({
  tables,
  geo,
  csv,
}: {
  tables: ReturnType<typeof analyticsTables>;
  geo: boolean;
  csv: (name: string) => string;
}) {
  const { total, overTime } = tables;
  const [periodKey = 'Day'] = overTime.header;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="analytics-stats">
        <StatCard label="Conversations" value={total.conversations.toLocaleString('en')} />
        <StatCard
          label="Messages"
          value={(total.visitorMessages + total.botMessages).toLocaleString('en')}
        />
        <StatCard
          label="Hand-off rate"
          value={tables.handoffRate === null ? '—' : `${Math.round(tables.handoffRate * 100)} %`}
          note={`${total.handoffs} hand-offs`}
        />
        <StatCard
          label="First human reply"
          value={tables.handoffWaitMs === null ? '—' : formatWait(tables.handoffWaitMs)}
          note={`average of ${total.handoffsAnswered} answered`}
        />
      </SimpleGrid>
      <ChartCard
        title="Conversations and messages over time"
        table={overTime}
        csvName={csv('over-time')}
      >
        <AreaChart
          areaChartProps={NOT_FOCUSABLE}
          h={260}
          data={chartData(overTime)}
          dataKey={periodKey}
          series={[
            { name: 'Conversations', color: 'blue.7' },
            { name: 'Visitor messages', color: 'teal.7' },
            { name: 'Hand-offs', color: 'orange.7' },
          ]}
          curveType="monotone"
          withLegend
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title="By channel" table={tables.channels} csvName={csv('channels')}>
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={220}
            data={chartData(tables.channels)}
            dataKey="Channel"
            series={[{ name: 'Conversations', color: 'blue.7' }]}
          />
        </ChartCard>
        <ChartCard
          title="By country"
          table={tables.countries}
          csvName={csv('countries')}
          empty={
            geo
              ? 'No visitor countries for these dates yet.'
              : 'Turn on geo analytics in the agent settings to count visitors by country.'
          }
        >
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={220}
            data={chartData(tables.countries)}
            dataKey="Country"
            series={[{ name: 'Conversations', color: 'grape.7' }]}
          />
        </ChartCard>
        <ChartCard
          title="Ratings"
          table={tables.ratings}
          csvName={csv('ratings')}
          empty="No ratings for these dates yet."
        >
          <Text size="sm">
            Average {tables.rating.average ?? '—'} / 5 from {tables.rating.count} ratings
          </Text>
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={200}
            data={chartData(tables.ratings)}
            dataKey="Stars"
            series={[{ name: 'Ratings', color: 'yellow.8' }]}
          />
        </ChartCard>
        <ChartCard
          title="Top questions"
          table={tables.questions}
          csvName={csv('questions')}
          empty="No questions for these dates yet."
        >
          <BarChart
            barChartProps={NOT_FOCUSABLE}
            h={260}
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            data={chartData(tables.questions).slice(0, 8)}
            dataKey="Question"
            series={[{ name: 'Times asked', color: 'blue.7' }]}
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title="Questions the agent could not answer"
        table={tables.unanswered}
        csvName={csv('unanswered')}
        empty="Every question found an answer in the knowledge base."
      >
        <Text size="sm">
          {total.unanswered} questions were not covered by the knowledge base; add what they ask.
        </Text>
        <BarChart
          barChartProps={NOT_FOCUSABLE}
          h={260}
          orientation="vertical"
          yAxisProps={{ width: 160 }}
          data={chartData(tables.unanswered).slice(0, 8)}
          dataKey="Question"
          series={[{ name: 'Times asked', color: 'red.8' }]}
        />
      </ChartCard>
    </>
  );
}
