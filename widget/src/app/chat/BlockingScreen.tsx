import { emitHostEvent, postToHost } from '../host/hostBridge';
import type { TextKey } from '../i18n/en';
import { useT } from '../i18n/useT';
import { AlertIcon } from './icons';

export type BlockReason = 'tokens' | 'disabled' | 'missing';

const TEXTS: Record<BlockReason, [TextKey, TextKey]> = {
  tokens: ['tokensConsumedTitle', 'tokensConsumedBody'],
  disabled: ['disabledTitle', 'disabledBody'],
  missing: ['missingTitle', 'missingBody'],
};

/**
 * Replaces the chat when it cannot be used: the agent is disabled, missing,
 * or its token allowance is used up ('Tokens Consumed' / 'Please contact us
 * ASAP.'). Close hides the chat on the host page.
 */
export function BlockingScreen({ reason }: { reason: BlockReason }) {
  const t = useT();
  const [title, body] = TEXTS[reason];
  const close = () => {
    emitHostEvent('chat_close');
    postToHost({ type: 'requestClose' });
  };
  return (
    <div className="vg-blocking" role="alert">
      <div className="vg-blocking-icon">
        <AlertIcon />
      </div>
      <h2>{t(title)}</h2>
      <p>{t(body)}</p>
      <button type="button" className="vg-button" onClick={close}>
        {t('close')}
      </button>
    </div>
  );
}
