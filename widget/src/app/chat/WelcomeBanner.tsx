import { truncateFor } from '@vg/common/logic/text/truncate';
import { lazy, Suspense } from 'react';
import { useChatStore } from '../store/chatStore';

const BannerUpload = lazy(async () => ({
  default: (await import('../admin/BannerUpload')).BannerUpload,
}));

/**
 * The agent's banner at the top of the conversation: its image
 * (bannerImageUrl), title and description (≤ 350). A super administrator
 * can upload a new image from here, or add one when there is none.
 */
export function WelcomeBanner() {
  const agent = useChatStore((state) => state.agent);
  const isSuperAdmin = useChatStore((state) => state.isSuperAdmin);
  const image = agent?.bannerImageUrl;
  if (!agent || (!image && !isSuperAdmin)) return null;
  return (
    <section className={`vg-banner${image ? '' : ' vg-banner--empty'}`}>
      {image ? <img className="vg-banner-image" src={image} alt="" /> : null}
      {isSuperAdmin ? (
        <Suspense fallback={null}>
          <BannerUpload hasImage={!!image} />
        </Suspense>
      ) : null}
      {image && (agent.title || agent.description) ? (
        <div className="vg-banner-text">
          {agent.title ? <strong>{agent.title}</strong> : null}
          {agent.description ? <p>{truncateFor('bannerDescription', agent.description)}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
