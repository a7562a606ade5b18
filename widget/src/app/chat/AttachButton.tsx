import { UPLOAD_MAX_MB } from '@vg/common/constants';
import { isUploadControlVisible } from '@vg/common/logic/widget/chatInput';
import { handoffView } from '@vg/common/logic/widget/handoff';
import { useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { checkFile } from '../messages/parts/checkFile';
import { sendUploadedFile } from '../messages/parts/sendUploadedFile';
import { uploadWithProgress } from '../messages/parts/uploadWithProgress';
import { useChatStore } from '../store/chatStore';

/**
 * The footer paperclip: the visitor sends a file (30 MB at most). Offered
 * only with hand-off or quick upload on (never on the 'vg' platform), and
 * whenever a team member has the chat.
 */
export function AttachButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const withHuman = useChatStore((state) => handoffView(state.handoff).attachmentsEnabled);
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  if (!agent || !(withHuman || isUploadControlVisible(agent))) return null;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !checkFile(file, UPLOAD_MAX_MB.chat, undefined, t)) return;
    setPercent(0);
    const result = await uploadWithProgress(file, setPercent);
    setPercent(null);
    if (result) sendUploadedFile(file.name, result.url);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="attach-input"
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      <button
        type="button"
        className="vg-attach"
        aria-label={percent === null ? t('uploadPrompt') : t('uploading', { percent })}
        disabled={disabled || percent !== null}
        onClick={() => input.current?.click()}
      >
        {percent === null ? (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6L15 7" />
          </svg>
        ) : (
          <span className="vg-attach-progress">{percent}%</span>
        )}
      </button>
    </>
  );
}
