/** The legal and company pages of the public footer (spec 3 §2.1), by address. */
export interface LegalPage {
  path: string;
  title: string;
  /** The footer group that links to it. */
  group: 'Legal' | 'Support' | 'Compliance';
  sections: { heading: string; text: string }[];
}

export const LEGAL_PAGES: LegalPage[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    group: 'Legal',
    sections: [
      {
        heading: 'The service',
        text: 'VoiceGlow lets you build AI chat and voice agents, embed them on your sites and channels, and resell them to your clients. You are responsible for what your agents say on your behalf and for the knowledge you give them.',
      },
      {
        heading: 'Accounts and workspaces',
        text: 'Keep your sign-in and your workspace secret private. Members you add to a workspace act for it. Agencies are responsible for the client accounts they create.',
      },
      {
        heading: 'Credits and payment',
        text: 'Usage is measured in credits. Paid plans renew monthly until cancelled; a cancellation takes effect at the end of the billing period. Unused credits roll over.',
      },
      {
        heading: 'Acceptable use',
        text: 'Do not use agents to deceive, harass or collect data unlawfully, and do not try to reach other workspaces’ data or the platform’s internal systems.',
      },
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    group: 'Legal',
    sections: [
      {
        heading: 'What we keep',
        text: 'Account details (name, e-mail), workspace settings, agents, their knowledge, and the conversations visitors have with them when the agent records chat history.',
      },
      {
        heading: 'Why',
        text: 'To run your agents, show you conversations and analytics, bill usage and keep the service secure. We do not sell personal data.',
      },
      {
        heading: 'Where and how long',
        text: 'Data stays in the region you chose (Europe or North America). Deleting an agent or workspace deletes its data; backups expire within 30 days.',
      },
      {
        heading: 'Your rights',
        text: 'You may ask for a copy, a correction or the deletion of your data through the Contact page.',
      },
    ],
  },
  {
    path: '/privacy-policy-voiceglow',
    title: 'Privacy Policy for the Chat Widget',
    group: 'Legal',
    sections: [
      {
        heading: 'Visitors of sites using VoiceGlow',
        text: 'The chat widget stores your messages, the files you upload and the details you choose to give (name, e-mail, phone) for the site that embeds it. That site decides how long they are kept.',
      },
      {
        heading: 'Voice and uploads',
        text: 'Dictated speech is turned into text and not kept as audio. Uploads are kept with the conversation.',
      },
    ],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    group: 'Legal',
    sections: [
      {
        heading: 'What we store in your browser',
        text: 'The dashboard keeps your sign-in, chosen region, theme and layout preferences in local storage. The chat widget keeps a visitor id so a conversation continues across pages. We use no advertising cookies.',
      },
    ],
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    group: 'Legal',
    sections: [
      {
        heading: 'Subscriptions and credits',
        text: 'Monthly subscriptions can be cancelled at any time and run until the end of the paid period. Credits bought as top-ups are not refunded but never expire.',
      },
      {
        heading: 'Add-ons',
        text: 'Add-ons (seats, call lines, phone numbers) are billed monthly and are non-refundable.',
      },
    ],
  },
  {
    path: '/contact',
    title: 'Contact',
    group: 'Support',
    sections: [
      {
        heading: 'Write to us',
        text: 'Support: support@voiceglow.app. Sales and enterprise plans: sales@voiceglow.app. Privacy requests: privacy@voiceglow.app.',
      },
    ],
  },
  {
    path: '/about',
    title: 'About',
    group: 'Support',
    sections: [
      {
        heading: 'VoiceGlow',
        text: 'VoiceGlow is a platform for AI chat and voice agents: site owners build and embed them, and agencies resell them under their own brand with their own domain, dashboard and billing.',
      },
    ],
  },
  {
    path: '/gdpr',
    title: 'GDPR',
    group: 'Compliance',
    sections: [
      {
        heading: 'Processing on your behalf',
        text: 'For the conversations your agents hold, you are the controller and VoiceGlow the processor. European workspaces keep their data in the Europe region.',
      },
      {
        heading: 'Requests',
        text: 'Visitors’ requests for access or deletion go to the site owner; we help owners answer them. Write to privacy@voiceglow.app for a data processing agreement.',
      },
    ],
  },
];
