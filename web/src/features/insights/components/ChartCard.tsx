import { Suspense, startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { downloadCsv } from '../helpers/downloadCsv';

export interface ChartTable {
  header: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its numbers: the same data readable as a table (for screen
 * readers and exact values) and downloadable as CSV.
 */
export function ChartCard({
  title,
  table,
  csvName,
  children,
  empty = 'Nothing to show for these dates yet.',
}: {
  title: string;
  table: ChartTable;
  csvName: string;
  children: ReactNode;
  empty?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const hasData = table.rows.length > 0;
  // The page's numbers are painted first; the chart (recharts, the page's
  // longest work) is drawn after that paint, and its place is kept meanwhile
  // and while the chart library loads.
  const drawn = useAfterFirstPaint();
  const placeholder = <Skeleton h={200} animate={false} />;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={`${title}: show as`}
              value={view}
              onChange={(value) => setView(value as 'chart' | 'table')}
              data={[
                { value: 'chart', label: 'Chart' },
                { value: 'table', label: 'Table' },
              ]}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!hasData}
              onClick={() => downloadCsv(csvName, table.header, table.rows)}
              aria-label={`Download ${title} as CSV`}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {!hasData ? (
          <Text size="sm">{empty}</Text>
        ) : view === 'chart' ? (
          <div aria-hidden="true">
            {drawn ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
          </div>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table striped withTableBorder>
              {/* Names the table for screen readers; the card's heading already shows it. */}
              <VisuallyHidden component="caption">{title}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {table.header.map((cell) => (
                    <Table.Th key={cell}>{cell}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {row.map((cell, column) => (
                      <Table.Td key={column}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * False until the frame that shows the card has been painted: a timer set
 * from an animation frame runs after that frame's paint (a deferred render
 * alone may still run before it).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
