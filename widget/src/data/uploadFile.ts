import { REGION_FUNCTIONS_LOCATION, type Region } from '@vg/common/endpoints';
import { env } from '../env';
import type { UploadResult } from './ChatBackend';

/**
 * Calls the uploadFile callable with XMLHttpRequest rather than the
 * functions SDK: the callable protocol is a plain JSON POST, and XHR reports
 * upload progress, which the SDK does not expose.
 */
export function uploadFile(
  region: Region,
  idToken: string,
  data: { agentId: string; userId: string; file: File; targetPath: string },
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const location = REGION_FUNCTIONS_LOCATION[region];
  const url = env.useEmulators
    ? `${env.functionsEmulatorOrigin}/${env.firebaseProjectId}/${location}/uploadFile`
    : `https://${location}-${env.firebaseProjectId}.cloudfunctions.net/uploadFile`;
  return readAsDataUrl(data.file).then(
    (base64Payload) =>
      new Promise<UploadResult>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('content-type', 'application/json');
        xhr.setRequestHeader('authorization', `Bearer ${idToken}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        xhr.onerror = () => reject(new Error('upload failed: network'));
        xhr.onload = () => {
          const body = safeJson(xhr.responseText) as {
            result?: UploadResult;
            error?: { message?: string };
          };
          if (xhr.status >= 200 && xhr.status < 300 && body?.result?.url) resolve(body.result);
          else reject(new Error(body?.error?.message ?? `upload failed: ${xhr.status}`));
        };
        xhr.send(
          JSON.stringify({
            data: {
              agentId: data.agentId,
              userId: data.userId,
              base64Payload,
              targetPath: data.targetPath,
              temporary: false,
              filename: data.file.name,
              region,
            },
          }),
        );
      }),
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read file'));
    reader.readAsDataURL(file);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
