import { CloseIcon } from '../chat/icons';
import { closeChat } from '../host/hostBridge';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';

/** The 65 px header of the Chats and FAQ tabs: the tab's title, and close in popup and modal. */
export function TabHeader({ title }: { title: string }) {
  const t = useT();
  const embed = useChatStore((state) => state.route.embed);
  return (
    <header className="vg-header vg-tab-header">
      <h1 className="vg-title">{title}</h1>
      {embed === 'popup' || embed === 'modal' ? <CloseButton label={t('closeChat')} /> : null}
    </header>
  );
}

export function CloseButton({ label }: { label: string }) {
  return (
    <button type="button" className="vg-icon-button" aria-label={label} onClick={closeChat}>
      <CloseIcon />
    </button>
  );
}
