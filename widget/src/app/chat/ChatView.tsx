import { Branding } from './Branding';
import { ChatInput } from './ChatInput';
import { Conversation } from './Conversation';
import { FooterChoices } from './FooterChoices';
import { Header } from './Header';
import { NoticeBar } from './NoticeBar';

/** Header, conversation, footer input and branding line. */
export function ChatView() {
  return (
    <>
      <Header />
      <Conversation />
      <NoticeBar />
      <FooterChoices />
      <ChatInput />
      <Branding />
    </>
  );
}
