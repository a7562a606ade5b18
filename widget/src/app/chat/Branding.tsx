import type { Agent } from '@vg/common/schemas/agent';
import { showsPoweredBy } from '@vg/common/logic/widget/chatAvailability';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';

/** Product name on the 'Powered by' line (the platform's white-label default). */
export const PRODUCT_NAME = 'VoiceGlow';
const PRODUCT_URL = 'https://voiceglow.org';

/**
 * 'Powered by' the product, unless the owner has paid and set a branding
 * text, which then replaces the line.
 */
export function Branding() {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const custom = ownerBranding(agent);
  if (custom !== null) return <div className="vg-branding">{custom}</div>;
  return (
    <div className="vg-branding">
      {t('poweredBy')}{' '}
      <a href={PRODUCT_URL} target="_blank" rel="noopener noreferrer">
        {PRODUCT_NAME}
      </a>
    </div>
  );
}

/**
 * The owner's branding text when they may use it, else null. Whether the
 * owner has paid is published on the agent by the billing functions
 * (`ownerPaid`), since visitors cannot read the owner's account.
 */
export function ownerBranding(agent: Pick<Agent, 'branding' | 'ownerPaid'> | null): string | null {
  if (!agent || showsPoweredBy(agent.ownerPaid === true, agent.branding)) return null;
  return agent.branding!.trim();
}
