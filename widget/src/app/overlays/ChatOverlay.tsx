import { lazy, Suspense } from 'react';
import { useT } from '../i18n/useT';
import { endChat, restartChat } from '../session/lifecycle';
import { chatStore, useChatStore } from '../store/chatStore';
import { ConfirmOverlay } from './ConfirmOverlay';
import { ModalDialog } from './ModalDialog';

const VoiceCallPanel = lazy(async () => ({
  default: (await import('../voice/VoiceCallPanel')).VoiceCallPanel,
}));

const dismiss = () => chatStore.set({ overlay: null });

/** The overlay the store names: End Chat, Refresh the Conversation, or the voice call. */
export function ChatOverlay() {
  const t = useT();
  const overlay = useChatStore((state) => state.overlay);
  switch (overlay) {
    case 'endChat':
      return (
        <ConfirmOverlay
          question={t('endChatQuestion')}
          confirmLabel={t('endChat')}
          onConfirm={endChat}
          onCancel={dismiss}
        />
      );
    case 'refresh':
      return (
        <ConfirmOverlay
          question={t('refreshQuestion')}
          confirmLabel={t('refreshConversation')}
          onConfirm={restartChat}
          onCancel={dismiss}
        />
      );
    case 'voiceCall':
      return (
        <Suspense fallback={null}>
          <ModalDialog label={t('voiceCall')} onCancel={dismiss}>
            <VoiceCallPanel onClose={dismiss} />
          </ModalDialog>
        </Suspense>
      );
    default:
      return null;
  }
}
