import { memo } from 'react';
import { AgentSectionUnavailable } from '../agents/components/AgentSectionUnavailable';
import { AnalyticsPage } from './AnalyticsPage.page';
import { CampaignsPage } from './CampaignsPage.page';
import { HomePage } from './HomePage.page';
import { LeadsPage } from './LeadsPage.page';
import { MetricsPage } from './MetricsPage.page';
import type { InsightsViewer } from './helpers/insightsViewer';

export { INSIGHT_TABS } from './helpers/insightTabs';

/**
 * One insight page of an agent, for its owner or a client. Memoised: the
 * agent frame around it renders again as the agent, its secrets and the
 * form change, and the page need not (callers keep `viewer` and
 * `suggestedTags` stable).
 */
export const InsightsPage = memo(function InsightsPage({
  tab,
  viewer,
  suggestedTags = [],
}: {
  tab: string;
  viewer: InsightsViewer;
  suggestedTags?: string[];
}) {
  switch (tab) {
    case 'home':
      return <HomePage viewer={viewer} />;
    case 'analytics':
      return <AnalyticsPage viewer={viewer} />;
    case 'leads':
      return <LeadsPage viewer={viewer} suggestedTags={suggestedTags} />;
    case 'campaigns':
      return <CampaignsPage viewer={viewer} suggestedTags={suggestedTags} />;
    case 'metrics':
      return <MetricsPage viewer={viewer} />;
    default:
      return <AgentSectionUnavailable section={tab} />;
  }
});
