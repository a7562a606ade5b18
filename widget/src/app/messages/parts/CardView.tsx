import type { Card } from '@vg/common/schemas/messageParts';
import { truncateFor } from '@vg/common/logic/text/truncate';
import { handoffView } from '@vg/common/logic/widget/handoff';
import { isDropdownButtonDisabled } from '@vg/common/logic/widget/messageVisibility';
import { useState } from 'react';
import { useChatStore } from '../../store/chatStore';
import { ButtonList } from './ButtonList';
import { useImageCheck } from './useImageCheck';

/**
 * One card: image (after its availability check), title, description
 * (≤ 500 characters) and buttons. Buttons act only in the latest turn and
 * not while a human has control, unless the card sets alwaysEnableCardButtons.
 */
export function CardView({ card, isLatest }: { card: Card; isLatest: boolean }) {
  const image = useImageCheck(card.imageUrl);
  const [failed, setFailed] = useState(false);
  const loading = useChatStore((state) => state.loading);
  const manualControl = useChatStore((state) => handoffView(state.handoff).manualControl);
  const disabled =
    loading ||
    isDropdownButtonDisabled({
      isLatestTurn: isLatest,
      manualControl,
      inCard: true,
      alwaysEnableCardButtons: card.alwaysEnableCardButtons,
    });
  const description = card.description?.text;
  return (
    <article className="vg-card">
      {image === 'checking' ? <div className="vg-card-image vg-card-image--loading" /> : null}
      {image === 'available' && !failed ? (
        <img className="vg-card-image" src={card.imageUrl} alt="" onError={() => setFailed(true)} />
      ) : null}
      <div className="vg-card-body">
        {card.title ? <h3 className="vg-card-title">{card.title}</h3> : null}
        {description ? (
          <p className="vg-card-description">{truncateFor('cardDescription', description)}</p>
        ) : null}
      </div>
      {card.buttons?.length ? (
        <ButtonList buttons={card.buttons} disabled={disabled} layout="vertical" />
      ) : null}
    </article>
  );
}
