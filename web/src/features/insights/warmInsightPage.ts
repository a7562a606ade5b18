import { isRegion } from '@vg/common/endpoints';
import { warmAgentPage } from '../../data/warmAgentPage';
import { insightPageReads } from './helpers/insightPageReads';

/**
 * On a full load of `/app/{region}/agents/{id}/{tab}` of an insight page,
 * starts the page's reads with the restored sign-in (warmAgentPage), while
 * the dashboard's code is still arriving. Any other address: nothing.
 */
export function warmInsightPage(pathname: string): void {
  const [, app, region, agents, agentId = '', tab = '', ...rest] = pathname.split('/');
  if (app !== 'app' || agents !== 'agents' || !isRegion(region) || !agentId) return;
  if (rest.some(Boolean)) return;
  const reads = insightPageReads(tab, region, decodeURIComponent(agentId));
  if (reads.length === 0) return;
  warmAgentPage({ region, agentId: decodeURIComponent(agentId), tab, reads });
}
