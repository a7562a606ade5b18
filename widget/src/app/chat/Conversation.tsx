import { firstName } from '@vg/common/logic/widget/handoff';
import { useMemo } from 'react';
import { useT } from '../i18n/useT';
import { DebugAccordion } from './DebugAccordion';
import { useChatStore } from '../store/chatStore';
import type { Speaker } from './conversation';
import { displayQueue, messageKey, type QueuedMessage } from './displayQueue';
import { MessageSlot } from './MessageSlot';
import { SourcesAccordion } from './SourcesAccordion';
import { TypingIndicator } from './TypingIndicator';
import { useAnnouncement } from './useAnnouncement';
import { useAutoScroll } from './useAutoScroll';
import { WelcomeBanner } from './WelcomeBanner';

/**
 * The scrollable conversation: the revealed messages grouped by turn, the
 * reply being streamed, and the typing dots while something is on its way.
 * New replies are read out by a polite live region (not the history, not
 * each streamed word).
 */
export function Conversation() {
  const t = useT();
  const turns = useChatStore((state) => state.turns);
  const revealed = useChatStore((state) => state.revealed);
  const settled = useChatStore((state) => state.settled);
  const isSuperAdmin = useChatStore((state) => state.isSuperAdmin);
  const inFooter = useChatStore((state) => state.agent?.buttonsLayout === 'in-footer');
  const smooth = useChatStore((state) => !state.agent?.disableSmoothScroll);
  const streamText = useChatStore((state) => state.streamText);
  const streamMessages = useChatStore((state) => state.streamMessages);
  const streamSources = useChatStore((state) => state.streamSources);
  const showSources = useChatStore((state) => state.agent?.vgOptions?.showSources === true);
  const loading = useChatStore((state) => state.loading);
  const historyLoaded = useChatStore((state) => state.historyLoaded);
  const shown = useChatStore((state) => state.visible);

  const queue = useMemo(() => displayQueue(turns, isSuperAdmin), [turns, isSuperAdmin]);
  const groups = useMemo(() => groupByTurn(queue.slice(0, revealed)), [queue, revealed]);
  const waiting = (loading && streamText === null) || revealed < queue.length;
  const said = useAnnouncement(queue, revealed, historyLoaded);
  const speaker = useChatStore((state) => state.agent?.title?.trim());
  // Named after the agent, as a screen reader user needs to hear who is speaking.
  const announcement = said && speaker ? `${speaker}: ${said}` : said;
  const { viewport, content, onScroll, scrolledUp, scrollToBottom } = useAutoScroll(
    `${revealed}:${streamText?.length ?? 0}:${waiting}`,
    shown,
  );

  return (
    <>
      <div
        ref={viewport}
        className={`vg-conversation${smooth ? ' vg-smooth' : ''}`}
        onScroll={onScroll}
        role="region"
        aria-label={t('conversation')}
        // Reachable by keyboard, so the history scrolls with the arrow keys.
        tabIndex={0}
      >
        <div ref={content} className="vg-conversation-inner">
          <WelcomeBanner />
          {historyLoaded && !queue.length && !waiting && streamText === null ? (
            <p className="vg-empty">{t('noTurns')}</p>
          ) : null}
          {groups.map((group) => {
            const teamMember =
              group.from === 'bot' ? turns[group.turnIndex]?.humanAgent : undefined;
            return (
              <div
                key={`${group.turnIndex}-${group.entries[0]?.messageIndex}`}
                className={`vg-turn vg-turn--${group.from}${teamMember ? ' vg-turn--team' : ''}`}
              >
                {teamMember ? <TeamMemberLabel name={teamMember.name} /> : null}
                {group.entries
                  .filter((entry) => !(inFooter && entry.message.type === 'choice'))
                  .map((entry) => (
                    <MessageSlot
                      key={entry.messageIndex}
                      message={entry.message}
                      messageKey={messageKey(entry)}
                      isLatest={entry.turnIndex === turns.length - 1}
                      enter={!settled[messageKey(entry)]}
                    />
                  ))}
                {showSources && group.from === 'bot' && turns[group.turnIndex]?.sources?.length ? (
                  <SourcesAccordion sources={turns[group.turnIndex]!.sources!} />
                ) : null}
              </div>
            );
          })}
          {streamText !== null ? (
            <div className="vg-turn vg-turn--bot">
              {streamText ? (
                <div className="vg-message vg-bubble vg-streaming vg-enter">{streamText}</div>
              ) : null}
              {showSources && streamSources.length ? (
                <SourcesAccordion sources={streamSources} />
              ) : null}
              {streamMessages.map((message, index) => (
                <MessageSlot
                  key={index}
                  message={message}
                  messageKey={`stream:${index}`}
                  isLatest
                />
              ))}
            </div>
          ) : null}
          <DebugAccordion />
          {waiting ? <TypingIndicator /> : null}
        </div>
      </div>
      <div className="vg-sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {scrolledUp ? (
        <button type="button" className="vg-jump" onClick={scrollToBottom}>
          ↓ {t('newMessages')}
        </button>
      ) : null}
    </>
  );
}

/** Names the team member above their replies, so they never pass for the AI's. */
function TeamMemberLabel({ name }: { name: string | undefined }) {
  const t = useT();
  const first = firstName(name) ?? t('teamMember');
  return (
    <div className="vg-team-label">
      <span className="vg-team-initial" aria-hidden="true">
        {first.charAt(0).toUpperCase()}
      </span>
      <span>
        {first}
        {name ? <span className="vg-team-role"> · {t('teamMember')}</span> : null}
      </span>
    </div>
  );
}

interface TurnGroup {
  turnIndex: number;
  from: Speaker;
  entries: QueuedMessage[];
}

function groupByTurn(entries: readonly QueuedMessage[]): TurnGroup[] {
  const groups: TurnGroup[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.turnIndex === entry.turnIndex && last.from === entry.from)
      last.entries.push(entry);
    else groups.push({ turnIndex: entry.turnIndex, from: entry.from, entries: [entry] });
  }
  return groups;
}
