import { useT } from '../i18n/useT';

/** Three dots while the agent is answering or its next message waits for its delay. */
export function TypingIndicator() {
  const t = useT();
  return (
    <div className="vg-typing" role="status" aria-label={t('typing')}>
      <span />
      <span />
      <span />
    </div>
  );
}
