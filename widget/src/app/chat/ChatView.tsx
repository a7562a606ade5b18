import { lazy, Suspense } from 'react';
import { useReloadWhenShown } from '../session/lifecycle';
import { useChatStore } from '../store/chatStore';
import { VoiceCallBar } from '../voice/VoiceCallBar';
import { Branding } from './Branding';
import { ChatInput } from './ChatInput';
import { Conversation } from './Conversation';
import { FooterButtons } from './FooterButtons';
import { FooterChoices } from './FooterChoices';
import { HandoffStatus } from './HandoffStatus';
import { Header } from './Header';
import { LiveAgentBanner } from './LiveAgentBanner';
import { NoticeBar } from './NoticeBar';

const ChatOverlay = lazy(async () => ({
  default: (await import('../overlays/ChatOverlay')).ChatOverlay,
}));

/**
 * Header, conversation, footer input and branding line, with the overlays
 * (End Chat, Refresh, voice call) above them. A pending reload (New Chat,
 * End Chat, Refresh) starts the conversation over once this is on screen.
 */
export function ChatView({ onBack }: { onBack?: () => void }) {
  useReloadWhenShown();
  const overlay = useChatStore((state) => state.overlay);
  return (
    <>
      <Header onBack={onBack} />
      <LiveAgentBanner />
      <Conversation />
      <HandoffStatus />
      <NoticeBar />
      <FooterChoices />
      <VoiceCallBar />
      <FooterButtons />
      <ChatInput />
      <Branding />
      {overlay ? (
        <Suspense fallback={null}>
          <ChatOverlay />
        </Suspense>
      ) : null}
    </>
  );
}
