import { INPUT_ROWS } from '@vg/common/constants';
import {
  inputRows,
  isInputDisabled,
  keyAction,
  submitButtonMode,
} from '@vg/common/logic/widget/chatInput';
import { handoffView } from '@vg/common/logic/widget/handoff';
import { shouldAutoFocusInput } from '@vg/common/logic/widget/widgetLayout';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useT } from '../i18n/useT';
import { cancelReply, sendText } from '../session/chatActions';
import { startNewConversation } from '../session/lifecycle';
import { useChatStore } from '../store/chatStore';
import { AttachButton } from './AttachButton';
import { SendIcon, StopIcon } from './icons';
import { isInputBlocked } from './inputLock';

// Recording and WAV encoding load only for agents with dictation on.
const DictationButton = lazy(async () => ({
  default: (await import('../voice/DictationButton')).DictationButton,
}));

/**
 * The footer input. Enter sends, Shift+Enter adds a line; empty text is not
 * sent; the text cannot be edited while a reply loads. On the 'vg' platform
 * the send button turns into a red cancel button while loading, which sends
 * '@cancel:' on the live socket.
 */
export function ChatInput() {
  const t = useT();
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const loading = useChatStore((state) => state.loading);
  const platform = useChatStore((state) => state.agent?.agentPlatform);
  const turns = useChatStore((state) => state.turns);
  const answered = useChatStore((state) => state.answered);
  const conversationState = useChatStore((state) => state.conversationState);
  const hostWidth = useChatStore((state) => state.hostWidth);
  const visible = useChatStore((state) => state.visible);
  const streaming = useChatStore((state) => state.streamText !== null);
  const handoff = useChatStore((state) => state.handoff);
  const dictation = useChatStore((state) => state.agent?.enableAudioSupport === true);
  const previewOnly = useChatStore((state) => state.previewOnly);
  const blocked = useMemo(
    () => isInputBlocked(turns, answered, handoffView(handoff).manualControl),
    [turns, answered, handoff],
  );
  const humanChatting = handoffView(handoff).manualControl;
  const locked = isInputDisabled({
    agentPlatform: platform,
    inputBlocked: blocked,
    loading,
    llmStreaming: streaming,
    humanChatting,
  });
  const cancellable = submitButtonMode(platform, loading) === 'cancel';

  // Grow with wrapped lines too, up to five rows.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || !element.scrollHeight) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, INPUT_ROWS.max * 20 + 12)}px`;
  }, [text]);

  // Desktop visitors can type at once; on phones focusing would pop the keyboard up.
  // Only while the chat has the focus (the loader gives it on open): a chat closed again
  // at once, or shown beside the page, never pulls the focus from the host page.
  useEffect(() => {
    if (!visible || locked || !shouldAutoFocusInput(hostWidth ?? window.innerWidth)) return;
    const focusInput = () => area.current?.focus({ preventScroll: true });
    if (window.parent === window || document.hasFocus()) focusInput();
    // The loader focuses the frame on open, often before the chat is ready: the input takes it then.
    const onFocus = () => document.activeElement === document.body && focusInput();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [visible, locked, hostWidth]);

  if (conversationState === 'ended_chat') {
    return (
      <button type="button" className="vg-restart" onClick={startNewConversation}>
        {t('startNew')}
      </button>
    );
  }

  const submit = () => {
    if (locked) return;
    if (sendText(text)) setText('');
  };
  // Dictated text joins what the visitor already typed.
  const appendText = (spoken: string) =>
    setText((current) => (current.trim() ? `${current.trimEnd()} ${spoken}` : spoken));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) confirms the composition, it does not send.
    if (event.nativeEvent.isComposing) return;
    if (keyAction(event.key, event.shiftKey) === 'submit') {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="vg-footer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AttachButton disabled={blocked || loading} />
      <textarea
        ref={area}
        className="vg-input"
        aria-label={t('placeholder')}
        placeholder={
          previewOnly ? t('previewOnly') : blocked ? t('placeholderBlocked') : t('placeholder')
        }
        rows={inputRows(text)}
        value={text}
        readOnly={locked && !blocked}
        disabled={blocked || previewOnly}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {dictation ? (
        <Suspense fallback={null}>
          <DictationButton disabled={blocked || locked || previewOnly} onText={appendText} />
        </Suspense>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          className="vg-send vg-send--cancel"
          aria-label={t('stop')}
          onClick={cancelReply}
        >
          <StopIcon />
        </button>
      ) : (
        <button
          type="submit"
          className="vg-send"
          aria-label={t('send')}
          disabled={locked || !text.trim()}
        >
          <SendIcon />
        </button>
      )}
    </form>
  );
}
