import { truncateFor } from '@vg/common/logic/text/truncate';
import { multiFileUploadMessageSchema } from '@vg/common/schemas/messages';
import { useRef, useState } from 'react';
import type { UploadResult } from '../../data/ChatBackend';
import { useT } from '../i18n/useT';
import { sendAction } from '../session/chatActions';
import { useChatStore } from '../store/chatStore';
import { checkFile } from './parts/checkFile';
import { PanelActions } from './parts/PanelActions';
import { uploadWithProgress } from './parts/uploadWithProgress';
import { answerAfterPause, CANCEL_LABEL, CANCEL_REQUEST, useAnswered } from './parts/useAnswered';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * Several files, each uploaded as soon as it is chosen. Submit (or Cancel
 * when canCancel) shows a confirmation, waits 1 s and sends
 * `vg_filesupload_response` with the files' url, name and size in MB.
 */
export function MultiFileUpload({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(multiFileUploadMessageSchema, message, 'MultiFileUpload');
  const { maxSizeMB, allowedExtensions, canCancel, maxFiles } = item.payload;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<UploadResult[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const answered = useAnswered(messageKey);
  const loading = useChatStore((state) => state.loading);
  const disabled = !isLatest || answered || loading;
  const full = maxFiles !== undefined && files.length >= maxFiles;

  const add = async (list: FileList | null) => {
    const room = maxFiles === undefined ? Infinity : maxFiles - files.length;
    const chosen = Array.from(list ?? []).slice(0, room);
    for (const file of chosen) {
      if (!checkFile(file, maxSizeMB, allowedExtensions, t, 'short')) continue;
      setProgress(0);
      const result = await uploadWithProgress(file, setProgress);
      if (result)
        setFiles((current) => [
          ...current,
          { ...result, name: file.name, sizeMbs: result.sizeMbs ?? file.size / 1e6 },
        ]);
    }
    setProgress(null);
  };
  const submit = () => {
    setOutcome(t('selected', { value: files.map((file) => file.name).join(', ') }));
    const response = {
      files: files.map((file) => ({
        url: file.url,
        name: file.name,
        sizeMegabytes: file.sizeMbs ?? 0,
      })),
    };
    answerAfterPause(messageKey, () =>
      sendAction(
        { type: 'text', payload: JSON.stringify(response) },
        files.map((file) => file.name).join(', '),
        {
          vg_filesupload_response: response,
        },
      ),
    );
  };
  const cancel = () => {
    setOutcome(t('cancelled'));
    answerAfterPause(messageKey, () =>
      sendAction(CANCEL_REQUEST, CANCEL_LABEL, { vg_filesupload_response: { files: [] } }),
    );
  };

  if (outcome)
    return (
      <div className="vg-info vg-info--success" role="status">
        {outcome}
      </div>
    );
  return (
    <div className="vg-panel vg-upload">
      {item.payload.message ? <p className="vg-panel-label">{item.payload.message}</p> : null}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(event) => void add(event.target.files)}
      />
      {files.length ? (
        <ul className="vg-file-list">
          {files.map((file, index) => (
            <li key={index}>
              <span>{truncateFor('fileName', file.name)}</span>
              <button
                type="button"
                aria-label={`${t('cancel')} ${file.name}`}
                disabled={disabled}
                onClick={() => setFiles(files.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null ? (
        <div
          className="vg-progress"
          role="progressbar"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="vg-progress-bar" style={{ width: `${progress}%` }} />
          <span>{t('uploading', { percent: progress })}</span>
        </div>
      ) : (
        <button
          type="button"
          className="vg-dropzone"
          disabled={disabled || full}
          onClick={() => input.current?.click()}
        >
          {t('chooseFiles')}
          <small>{t('maxSize', { max: maxSizeMB })}</small>
        </button>
      )}
      <PanelActions
        disabled={disabled}
        submitDisabled={!files.length || progress !== null}
        onSubmit={submit}
        onCancel={canCancel ? cancel : undefined}
      />
    </div>
  );
}
