import { Branding } from './Branding';
import { ChatInput } from './ChatInput';
import { Conversation } from './Conversation';
import { FooterChoices } from './FooterChoices';
import { HandoffStatus } from './HandoffStatus';
import { Header } from './Header';
import { LiveAgentBanner } from './LiveAgentBanner';
import { NoticeBar } from './NoticeBar';

/** Header, conversation, footer input and branding line. */
export function ChatView() {
  return (
    <>
      <Header />
      <LiveAgentBanner />
      <Conversation />
      <HandoffStatus />
      <NoticeBar />
      <FooterChoices />
      <ChatInput />
      <Branding />
    </>
  );
}
