import { Timestamp } from 'firebase-admin/firestore';
import {
  agentSecretsPath,
  agentSchema,
  insightDay,
  insightShardId,
  insightShardIndex,
  questionKey,
  responseBucket,
  knowledgeDocumentSchema,
  LOCAL_PORTS,
  STARTING_CREDITS,
  toolSchema,
  toolSecretPath,
  type Region,
} from '@vg/common';
import { DEMO_FLOW_KEY } from '../flow/demoFlowProject';

/** The people of the demo: one per role, the same in both regions. */
export const DEMO_USERS = {
  owner: {
    uid: 'demo-owner',
    email: 'owner@voiceglow.test',
    password: 'demo-owner-pass',
    displayName: 'Olivia Owner',
  },
  agencyOwner: {
    uid: 'demo-agency-owner',
    email: 'agency@voiceglow.test',
    password: 'demo-agency-pass',
    displayName: 'Aiden Agency',
  },
  client: {
    uid: 'demo-client',
    email: 'client@voiceglow.test',
    password: 'demo-client-pass',
    displayName: 'Chloe Client',
  },
  superAdmin: {
    uid: 'demo-super-admin',
    email: 'admin@voiceglow.test',
    password: 'demo-admin-pass',
    displayName: 'Sam Superadmin',
    claims: { isSuperAdmin: true },
  },
} as const;

/** The demo agency's verified product sub-domain (Chromium resolves *.localhost locally). */
export const DEMO_AGENCY_SUBDOMAIN = 'northwind.localhost';

export type DemoRole = keyof typeof DEMO_USERS;

export const demoAgentIds = (region: Region) => ({
  tabs: `demo-tabs-${region}`,
  plain: `demo-plain-${region}`,
  /** Answered by the flow platform (the local stand-in's demo project). */
  flow: `demo-flow-${region}`,
});

/** The demo owner's tools: both call the local demo shop API; the plain agent has Order status. */
export const demoToolIds = (region: Region) => ({
  orders: `demo-tool-orders-${region}`,
  hours: `demo-tool-hours-${region}`,
});

const ORDER_TOOL_DESCRIPTION = 'Where an order is and when it arrives, by its order number';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Every document of one region's demo, keyed by path. */
export function seedDocuments(region: Region): Record<string, Record<string, unknown>> {
  const { owner, agencyOwner, client } = DEMO_USERS;
  const agents = demoAgentIds(region);
  const tools = demoToolIds(region);
  const joinedAt = nowSeconds() - 30 * 86400;
  const docs: Record<string, Record<string, unknown>> = {};

  docs[`users/${owner.uid}`] = {
    uid: owner.uid,
    email: owner.email,
    displayName: owner.displayName,
    workspaceName: 'Olivia’s Workspace',
    workspaceEmails: [owner.email],
    loadTokens: STARTING_CREDITS,
    joinedAt,
    // The starting credits were granted when the account joined.
    freeLTsTS: joinedAt,
    showOnboarding: false,
  };
  docs[`users/${agencyOwner.uid}`] = {
    uid: agencyOwner.uid,
    email: agencyOwner.email,
    displayName: agencyOwner.displayName,
    workspaceName: 'Northwind Agency',
    workspaceEmails: [agencyOwner.email],
    loadTokens: 25000,
    joinedAt,
    freeLTsTS: joinedAt,
    showOnboarding: false,
    hasEverPaid: true,
    internal: { whitelabel_trial: true, whitelabelTrialEndsAt: nowSeconds() + 14 * 86400 },
  };
  docs[`agencies/demo-agency-${region}`] = {
    ID: `demo-agency-${region}`,
    name: 'Northwind Agency',
    userId: agencyOwner.uid,
    brandingText: 'Powered by **Northwind**',
    googleFont: 'Rubik',
    themeVariant: 'default',
    themeColorUsage: 'plain',
    // 25 characters, as every agency secret.
    secret: 'northwindDemoSecret000001',
    supportEmail: 'help@northwind.test',
    createdAt: joinedAt,
    lastModified: joinedAt,
    // The product sub-domain lives in one region only: hosts are unique across both.
    ...(region === 'eu' ? { VGsubDomain: DEMO_AGENCY_SUBDOMAIN, isVerifiedSubDomain: true } : {}),
  };
  if (region === 'eu') {
    docs[`domainClaims/${DEMO_AGENCY_SUBDOMAIN}`] = {
      host: DEMO_AGENCY_SUBDOMAIN,
      agencyId: `demo-agency-${region}`,
      userId: agencyOwner.uid,
      region,
      kind: 'vgSubdomain',
    };
  }
  docs[`orgs/demo-org-${region}`] = {
    ID: `demo-org-${region}`,
    name: 'Lakeside Resorts',
    ownerID: agencyOwner.uid,
    orgUsers: [client.uid],
    dashboardLayout: 'vertical',
    preferredLanguage: 'en',
    widgetIDs: [agents.tabs],
    settings: { disableClientAccess: false },
    allowBilling: true,
    loadTokens: 500,
  };
  docs[`clients/${client.uid}`] = {
    ID: client.uid,
    ownerID: agencyOwner.uid,
    email: client.email,
    name: client.displayName,
    status: 'online',
    widgetIDs: [agents.tabs],
    orgId: `demo-org-${region}`,
    canAccess: ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
  };

  docs[`voiceglow/${agents.plain}`] = agentSchema.parse({
    ID: agents.plain,
    ownerID: owner.uid,
    agentPlatform: 'vg',
    region: region === 'eu' ? 'voiceglow-eu' : '(default)',
    title: 'Acme Support',
    description: 'Questions about orders, shipping and returns',
    proactiveMessage: 'Hi! Ask me anything about your order.',
    enableVGHandoff: true,
    assignedToolsIds: [tools.orders],
    tools: [{ id: tools.orders, name: 'Order status', description: ORDER_TOOL_DESCRIPTION }],
    lastModified: nowSeconds(),
  });
  docs[`voiceglow/${agents.flow}`] = agentSchema.parse({
    ID: agents.flow,
    ownerID: owner.uid,
    agentPlatform: 'vf',
    region: region === 'eu' ? 'voiceglow-eu' : '(default)',
    title: 'Trailhead Outfitters',
    description: 'Tents, opening hours and returns',
    lastModified: nowSeconds(),
  });
  // The flow platform's key stays in the owner-only settings.
  docs[agentSecretsPath(agents.flow)] = { VF_DIALOGUE_API_KEY: DEMO_FLOW_KEY };
  const demoApi = `http://127.0.0.1:${LOCAL_PORTS.demoApi}`;
  docs[`tools/${tools.orders}`] = toolSchema.parse({
    id: tools.orders,
    name: 'Order status',
    description: ORDER_TOOL_DESCRIPTION,
    serverUrl: `${demoApi}/orders`,
    fields: [
      {
        in: 'query',
        key: 'orderId',
        type: 'string',
        required: true,
        description: 'the order number',
      },
    ],
    ownerID: owner.uid,
    userId: owner.uid,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
  docs[toolSecretPath(tools.orders)] = { serverUrlSecret: 'demo-shop-secret' };
  docs[`tools/${tools.hours}`] = toolSchema.parse({
    id: tools.hours,
    name: 'Opening hours',
    description: 'When the shop is open on a given day',
    serverUrl: `${demoApi}/opening-hours`,
    fields: [
      {
        in: 'query',
        key: 'day',
        type: 'string',
        required: false,
        description:
          'Day of the week: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
      },
    ],
    ownerID: owner.uid,
    userId: owner.uid,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  });
  docs[`voiceglow/${agents.tabs}`] = agentSchema.parse({
    ID: agents.tabs,
    ownerID: agencyOwner.uid,
    agentPlatform: 'vg',
    region: region === 'eu' ? 'voiceglow-eu' : '(default)',
    title: 'Northwind Helpdesk',
    description: 'We usually reply in a few minutes',
    theme: 'blue-light',
    ui: { widgetType: 'tabs' },
    enableVGHandoff: true,
    alwaysShowHandoff: true,
    lastModified: nowSeconds(),
  });

  const kb = [
    [
      'shipping',
      'Shipping policy',
      'Orders ship within 2 business days. Standard shipping takes 3-5 days and is free above 50 EUR. Express shipping takes 1 day and costs 9 EUR.',
    ],
    [
      'returns',
      'Returns and refunds',
      'You can return any item within 30 days of delivery. Refunds reach your card within 5 business days after we receive the parcel.',
    ],
    ['hours', 'Opening hours', 'Our support team answers Monday to Friday from 9:00 to 18:00 CET.'],
    [
      'delivery-days',
      'Delivery days',
      'Couriers deliver parcels Monday to Saturday between 8:00 and 20:00. There is no delivery on Sundays or public holidays. You can follow your parcel with the tracking link in your confirmation e-mail.',
    ],
  ] as const;
  for (const agentId of [agents.plain, agents.tabs]) {
    for (const [id, name, content] of kb) {
      docs[`voiceglow/${agentId}/kb/${id}`] = knowledgeDocumentSchema.parse({
        ID: id,
        name,
        content,
        agentId,
        userId: agentId === agents.plain ? owner.uid : agencyOwner.uid,
        sourceType: 'doc',
        status: 'SUCCESS',
        charCount: content.length,
        ts: joinedAt,
      });
    }
  }

  const ts = Date.now() - 3600_000;
  const turns = [
    {
      from: 'bot',
      ts,
      messages: [
        {
          type: 'text',
          from: 'bot',
          item: { payload: { message: 'Hi! Ask me anything about your order.' } },
        },
      ],
    },
    {
      from: 'human',
      ts: ts + 20_000,
      messages: [
        {
          type: 'text',
          from: 'human',
          item: { payload: { message: 'How long does shipping take?' } },
        },
      ],
    },
    {
      from: 'bot',
      ts: ts + 22_000,
      sources: [{ payload: { doc_name: 'Shipping policy' } }],
      messages: [
        {
          type: 'text',
          from: 'bot',
          item: {
            payload: { message: 'Standard shipping takes 3-5 days and is free above 50 EUR.' },
          },
        },
      ],
    },
  ];
  for (const agentId of [agents.plain, agents.tabs]) {
    docs[`voiceglow/${agentId}/convos/demo-visitor-1`] = {
      state: 'ai-chatting',
      userName: 'Vera Visitor',
      userEmail: 'vera@example.test',
      turns: JSON.stringify(turns),
      totalUserInteractions: 1,
      // Stored as the functions store it.
      lastModified: Timestamp.fromMillis(ts + 22_000),
      updatedAt: Timestamp.fromMillis(ts + 22_000),
      authUid: 'demo-visitor-1',
      // Counted already (below), as the chat runtime marks what it counted.
      insightEvents: [`m:${ts + 20_000}`, `r:${ts + 22_000}`],
    };
    // The day's counters the functions would have kept for this chat, so
    // Home, Analytics and Metrics agree with the conversation list.
    const day = insightDay(ts + 20_000);
    const question = questionKey('How long does shipping take?')!;
    docs[
      `voiceglow/${agentId}/insights/${insightShardId(day, insightShardIndex('demo-visitor-1'))}`
    ] = {
      day,
      pending: true,
      conversations: 1,
      visitorMessages: 1,
      botMessages: 1,
      channels: { widget: 1 },
      channelMessages: { widget: 2 },
      questions: { [question.key]: { text: question.text, count: 1 } },
      responses: 1,
      responseMs: 2_000,
      responseBuckets: { [String(responseBucket(2_000))]: 1 },
    };
  }

  const notifications = [
    ['welcome', 1, 'Welcome to your workspace', 'Your demo agents are ready to chat.'],
    ['handoff', 2, 'A visitor asked for a human', 'Vera Visitor is waiting on Acme Support.'],
  ] as const;
  for (const [id, level, title, body] of notifications) {
    for (const ownerID of [owner.uid, agencyOwner.uid]) {
      const collection = level === 1 ? 'notifications' : 'notifications2';
      docs[`${collection}/demo-${id}-${ownerID}`] = {
        ID: `demo-${id}-${ownerID}`,
        ownerID,
        title,
        body,
        ts: Timestamp.fromMillis(Date.now() - 600_000),
        urlPathname: `/app/${region}/agents/${agents.plain}/convos`,
        seen: false,
        notificationLevel: level,
        notifyOnly: [],
      };
    }
  }
  return docs;
}
