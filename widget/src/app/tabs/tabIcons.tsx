import type { TabKey } from '../store/chatStore';

const Icon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

const PATHS: Record<TabKey, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  convos: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
};

const BUTTON_PATHS = {
  recentConvo: PATHS.convos,
  askQuestion: 'M12 19V5M5 12l7-7 7 7',
  directHandoff: 'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 8v6M23 11h-6',
  liveCall:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
} as const;

/** An owner's icon (iconUrl) or the built-in one. */
export function TabIcon({ tab, iconUrl }: { tab: TabKey; iconUrl?: string }) {
  return iconUrl ? <img src={iconUrl} alt="" /> : <Icon d={PATHS[tab]} />;
}

export function HomeButtonIcon({
  button,
  iconUrl,
}: {
  button: keyof typeof BUTTON_PATHS;
  iconUrl?: string;
}) {
  return iconUrl ? <img src={iconUrl} alt="" /> : <Icon d={BUTTON_PATHS[button]} />;
}

export const ChevronIcon = () => <Icon d="M9 5l7 7-7 7" />;

export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" />;
