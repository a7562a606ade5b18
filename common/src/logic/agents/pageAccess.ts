import { CLIENT_ADMIN_ACCESS, NEW_CLIENT_DEFAULT_ACCESS } from '../../constants';
import { accessEntryToTab } from '../agency/clientLogin';

/**
 * Who may open an agent's pages, which tabs a client sees and in what
 * order, and where the agent switcher goes.
 */

/** Tabs a client never sees, whatever canAccess says. */
export const CLIENT_HIDDEN_TABS = ['overview', 'customize-tabs', 'tools'] as const;

export interface AgentPageAccessInput {
  workspaceUid: string | null;
  agentOwnerId: string | null | undefined;
  agentId: string;
  clientWidgetIds?: readonly string[] | null;
  path: string;
  userEmail?: string | null;
  /** The support address allowed into every agent (value is configuration). */
  supportEmail?: string | null;
}

export function canOpenAgentPage(input: AgentPageAccessInput): boolean {
  if (input.workspaceUid && input.workspaceUid === input.agentOwnerId) return true;
  if (input.clientWidgetIds?.includes(input.agentId)) return true;
  if (input.path.includes('/share')) return true;
  return (
    !!input.supportEmail &&
    !!input.userEmail &&
    input.userEmail.toLowerCase() === input.supportEmail.toLowerCase()
  );
}

/**
 * canAccess of a client: admins entering with the agency secret get the
 * admin set; otherwise the client's own list, then the organisation's
 * default, then the agency's default, then the product default.
 */
export function resolveClientAccess(input: {
  enteredWithAgencySecret?: boolean;
  clientCanAccess?: readonly string[] | null;
  orgDefaultClientAccess?: readonly string[] | null;
  agencyDefaultClientAccess?: readonly string[] | null;
}): string[] {
  if (input.enteredWithAgencySecret) return [...CLIENT_ADMIN_ACCESS];
  for (const list of [
    input.clientCanAccess,
    input.orgDefaultClientAccess,
    input.agencyDefaultClientAccess,
  ]) {
    if (list && list.length > 0) return [...list];
  }
  return [...NEW_CLIENT_DEFAULT_ACCESS];
}

// '/kb' → 'kb', '/c/reports' → 'c/reports' (custom tabs keep their folder).
function segment(entry: string): string {
  return entry.replace(/^\/+|\/+$/g, '');
}

/**
 * Tab segments a client sees: its canAccess plus always-visible custom tabs,
 * ordered by clientTabOrder (unlisted tabs keep their order at the end).
 * Leads exists only for built-in ('vg') agents.
 */
export function clientTabs(input: {
  canAccess: readonly string[];
  alwaysVisible?: readonly string[];
  clientTabOrder?: readonly string[] | null;
  agentPlatform?: string;
}): string[] {
  const tabs: string[] = [];
  for (const entry of [...input.canAccess, ...(input.alwaysVisible ?? [])]) {
    const tab = segment(entry);
    if (tab === '' || tabs.includes(tab)) continue;
    if ((CLIENT_HIDDEN_TABS as readonly string[]).includes(tab)) continue;
    if (tab === 'leads' && input.agentPlatform !== 'vg') continue;
    tabs.push(tab);
  }
  const order = (input.clientTabOrder ?? []).map(segment);
  const rank = (tab: string) => {
    const at = order.indexOf(tab);
    return at < 0 ? order.length + tabs.indexOf(tab) : at;
  };
  return tabs.sort((a, b) => rank(a) - rank(b));
}

/** Tools: built-in agents only, never for clients, hidden with nodes on. */
export function showsToolsTab(input: {
  agentPlatform?: string;
  isClient: boolean;
  enableNodes?: boolean;
}): boolean {
  return input.agentPlatform === 'vg' && !input.isClient && !input.enableNodes;
}

/** Keeps the current sub-path, else the first canAccess entry, else overview. */
export function agentSwitchPath(input: {
  region: string;
  agentId: string;
  currentSubPath?: string | null;
  canAccess?: readonly string[] | null;
}): string {
  const current = input.currentSubPath?.replace(/^\/+|\/+$/g, '');
  const fromAccess = input.canAccess?.[0] ? accessEntryToTab(input.canAccess[0]) : '';
  const tab = current || fromAccess || 'overview';
  return `/app/${input.region}/agents/${input.agentId}/${tab}`;
}

/** Phones and workspace owners always get the horizontal layout. */
export function navigationLayout(input: {
  isPhone: boolean;
  isWorkspaceOwner: boolean;
  dashboardLayout?: 'vertical' | 'horizontal' | null;
}): 'vertical' | 'horizontal' {
  if (input.isPhone || input.isWorkspaceOwner) return 'horizontal';
  return input.dashboardLayout ?? 'vertical';
}
