import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { InsightsViewer } from '../helpers/insightsViewer';

const PAGES = [
  ['home', 'Home'],
  ['analytics', 'Analytics'],
  ['leads', 'Leads'],
  ['campaigns', 'Campaigns'],
  ['metrics', 'Metrics'],
] as const;

/** Links between the insight pages the viewer may open. */
export function InsightsNav({ viewer, current }: { viewer: InsightsViewer; current: string }) {
  const pages = PAGES.filter(([tab]) => viewer.canOpen(tab));
  if (pages.length < 2) return null;
  return (
    <Group component="nav" aria-label="Insights" gap="md">
      {pages.map(([tab, label]) => (
        <Anchor
          key={tab}
          component={Link}
          to={viewer.href(tab)}
          fw={tab === current ? 700 : 400}
          aria-current={tab === current ? 'page' : undefined}
        >
          {label}
        </Anchor>
      ))}
    </Group>
  );
}
