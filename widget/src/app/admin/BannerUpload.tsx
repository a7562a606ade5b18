import { UPLOAD_MAX_MB } from '@vg/common/constants';
import { ownerUploadCredits } from '@vg/common/logic/widget/uploadCredits';
import { useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { checkFile } from '../messages/parts/checkFile';
import { currentBackend } from '../session/backendRef';
import { chatStore } from '../store/chatStore';
import { saveAgentEdit } from './saveAgentEdit';

/** Banner images are pictures for the top of the chat; 5 MB is plenty. */
export const BANNER_MAX_MB = UPLOAD_MAX_MB.formSmall;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];

/**
 * A super administrator's banner upload: the image goes to the bucket
 * through uploadFile (with progress), becomes the agent's bannerImageUrl,
 * and is charged to the agent owner by whole megabytes (at least one
 * credit). A failed upload or charge is only logged.
 */
export function BannerUpload({ hasImage }: { hasImage: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    const backend = currentBackend();
    const { agent, userId } = chatStore.get();
    if (!file || !backend || !agent || !userId) return;
    if (!checkFile(file, BANNER_MAX_MB, IMAGE_EXTENSIONS, t)) return;
    setPercent(0);
    try {
      const result = await backend.uploadFile(userId, file, setPercent, 'banners');
      await saveAgentEdit({ bannerImageUrl: result.url });
      backend
        .consumeCredits(agent.ownerID, ownerUploadCredits(file.size))
        .catch((error: unknown) => console.warn('banner credits', error));
    } catch (error) {
      console.warn('banner upload failed', error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="banner-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <button
        type="button"
        className="vg-banner-edit"
        disabled={percent !== null}
        onClick={() => input.current?.click()}
      >
        {percent !== null
          ? t('uploading', { percent })
          : hasImage
            ? t('changeBanner')
            : t('addBanner')}
      </button>
    </>
  );
}
