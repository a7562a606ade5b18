import { describe, expect, it } from 'vitest';
import {
  agentSwitchPath,
  canOpenAgentPage,
  clientTabs,
  navigationLayout,
  resolveClientAccess,
  showsToolsTab,
  type AgentPageAccessInput,
} from './pageAccess';

describe('canOpenAgentPage', () => {
  const base: AgentPageAccessInput = {
    workspaceUid: 'w1',
    agentOwnerId: 'owner',
    agentId: 'a1',
    path: '/app/eu/agents/a1/home',
  };
  it.each([
    [{}, false],
    [{ workspaceUid: 'owner' }, true],
    [{ clientWidgetIds: ['a0', 'a1'] }, true],
    [{ clientWidgetIds: ['a0'] }, false],
    [{ path: '/share/a1' }, true],
    [{ userEmail: 'Help@Vendor.test', supportEmail: 'help@vendor.test' }, true],
    [{ userEmail: 'x@vendor.test', supportEmail: 'help@vendor.test' }, false],
    [{ userEmail: 'x@vendor.test' }, false],
    [{ workspaceUid: null, agentOwnerId: null }, false],
  ])('%j -> %s', (override, expected) => {
    expect(canOpenAgentPage({ ...base, ...override })).toBe(expected);
  });
});

describe('resolveClientAccess', () => {
  it.each([
    [{}, ['/home', '/convos', '/analytics', '/kb', '/campaigns']],
    [
      { enteredWithAgencySecret: true, clientCanAccess: ['/kb'] },
      ['/home', '/kb', '/convos', '/settings', '/analytics'],
    ],
    [{ clientCanAccess: ['/kb'], orgDefaultClientAccess: ['/home'] }, ['/kb']],
    [{ clientCanAccess: [], orgDefaultClientAccess: ['/home'] }, ['/home']],
    [{ agencyDefaultClientAccess: ['/leads'] }, ['/leads']],
    [
      { clientCanAccess: null, orgDefaultClientAccess: [], agencyDefaultClientAccess: [] },
      ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(resolveClientAccess(input)).toEqual(expected);
  });
});

describe('clientTabs', () => {
  it.each([
    [{ canAccess: ['/home', '/kb', '/convos'] }, ['home', 'kb', 'convos']],
    [{ canAccess: ['/overview', '/customize-tabs', '/tools', '/kb'] }, ['kb']],
    [{ canAccess: ['/leads', '/kb'], agentPlatform: 'vf' }, ['kb']],
    [{ canAccess: ['/leads', '/kb'], agentPlatform: 'vg' }, ['leads', 'kb']],
    [{ canAccess: ['/kb'], alwaysVisible: ['/c/reports', '/kb'] }, ['kb', 'c/reports']],
    [
      {
        canAccess: ['/home', '/kb', '/convos', '/analytics'],
        clientTabOrder: ['/convos', '/home'],
      },
      ['convos', 'home', 'kb', 'analytics'],
    ],
  ])('%j -> %j', (input, expected) => {
    expect(clientTabs(input)).toEqual(expected);
  });
});

describe('tools, switcher and layout', () => {
  it.each([
    [{ agentPlatform: 'vg', isClient: false }, true],
    [{ agentPlatform: 'vg', isClient: true }, false],
    [{ agentPlatform: 'vg', isClient: false, enableNodes: true }, false],
    [{ agentPlatform: 'vf', isClient: false }, false],
  ])('tools %j -> %s', (input, expected) => {
    expect(showsToolsTab(input)).toBe(expected);
  });

  it.each([
    [{ currentSubPath: 'kb' }, '/app/na/agents/a2/kb'],
    [{ currentSubPath: '/settings/' }, '/app/na/agents/a2/settings'],
    [{ currentSubPath: '', canAccess: ['/convos'] }, '/app/na/agents/a2/convos'],
    [{ canAccess: [] }, '/app/na/agents/a2/overview'],
    [{}, '/app/na/agents/a2/overview'],
  ])('switch %j -> %s', (input, expected) => {
    expect(agentSwitchPath({ region: 'na', agentId: 'a2', ...input })).toBe(expected);
  });

  it.each([
    [{ isPhone: true, isWorkspaceOwner: false, dashboardLayout: 'vertical' }, 'horizontal'],
    [{ isPhone: false, isWorkspaceOwner: true, dashboardLayout: 'vertical' }, 'horizontal'],
    [{ isPhone: false, isWorkspaceOwner: false, dashboardLayout: 'horizontal' }, 'horizontal'],
    [{ isPhone: false, isWorkspaceOwner: false }, 'vertical'],
  ] as const)('layout %j -> %s', (input, expected) => {
    expect(navigationLayout(input)).toBe(expected);
  });
});
