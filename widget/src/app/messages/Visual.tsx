import { visualMessageSchema } from '@vg/common/schemas/messages';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** An image from the bot (or an image the visitor uploaded); opens full size on click. */
export function Visual({ message }: MessageProps) {
  const t = useT();
  const { item, placeholderImage } = parseMessage(visualMessageSchema, message, 'visual');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  if (state === 'failed') return <div className="vg-image-missing">{t('imageUnavailable')}</div>;
  return (
    <a className="vg-visual" href={item.payload.image} target="_blank" rel="noopener noreferrer">
      {state === 'loading' && placeholderImage ? (
        <img className="vg-visual-img" src={placeholderImage} alt="" />
      ) : null}
      <img
        className="vg-visual-img"
        src={item.payload.image}
        alt=""
        hidden={state === 'loading' && !!placeholderImage}
        onLoad={() => setState('ready')}
        onError={() => setState('failed')}
      />
    </a>
  );
}
