import { fileUploadMessageSchema } from '@vg/common/schemas/messages';
import { useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { markAnswered } from '../session/chatActions';
import { useChatStore } from '../store/chatStore';
import { checkFile } from './parts/checkFile';
import { sendUploadedFile } from './parts/sendUploadedFile';
import { uploadWithProgress } from './parts/uploadWithProgress';
import { useAnswered } from './parts/useAnswered';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' };

/**
 * The bot asks for a file (30 MB by default). The file is uploaded with
 * progress and pushed to the runtime as the VG_MEDIA_UPLOAD intent with the
 * vg_media_url entity; the visitor sees the image, or 'File uploaded: name'.
 */
export function FileUpload({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(fileUploadMessageSchema, message, 'FileUpload');
  const { maxSizeMB, allowedExtensions } = item.payload;
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const answered = useAnswered(messageKey);
  const loading = useChatStore((store) => store.loading);
  const disabled = !isLatest || answered || loading || state.phase !== 'idle';

  const pick = async (file: File | undefined) => {
    if (!file || !checkFile(file, maxSizeMB, allowedExtensions, t)) return;
    setState({ phase: 'uploading', percent: 0 });
    const result = await uploadWithProgress(file, (percent) =>
      setState({ phase: 'uploading', percent }),
    );
    if (!result) return setState({ phase: 'idle' });
    setState({ phase: 'done' });
    markAnswered(messageKey);
    sendUploadedFile(file.name, result.url);
  };

  return (
    <div className="vg-panel vg-upload">
      {item.payload.message ? <p className="vg-panel-label">{item.payload.message}</p> : null}
      <input
        ref={input}
        type="file"
        hidden
        accept={allowedExtensions?.map((ext) => `.${ext.replace(/^\./, '')}`).join(',')}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
      {state.phase === 'uploading' ? (
        <div
          className="vg-progress"
          role="progressbar"
          aria-valuenow={state.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="vg-progress-bar" style={{ width: `${state.percent}%` }} />
          <span>{t('uploading', { percent: state.percent })}</span>
        </div>
      ) : (
        <button
          type="button"
          className="vg-dropzone"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('uploadPrompt')}
          <small>{t('maxSize', { max: maxSizeMB })}</small>
        </button>
      )}
    </div>
  );
}
