import type { UploadRequest, UploadTicket } from '@vg/common/schemas/calls/widgetCalls';
import type { UploadResult } from './ChatBackend';

/** A refusal the server explained (type, size, rate, no chat): its message is for the visitor. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/**
 * Uploads a file in three steps, as Cloud Storage uploads from a browser
 * go: the API checks the request and answers a signed URL, the bytes go
 * straight to the bucket with one PUT (XMLHttpRequest, which reports upload
 * progress), then the API checks the stored bytes and answers the file's URL.
 */
export async function uploadFile(
  apiRoot: string,
  idToken: () => Promise<string>,
  data: { agentId: string; userId: string; file: File; targetPath: string },
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  const uploads = `${apiRoot}/agents/${encodeURIComponent(data.agentId)}/uploads`;
  const request: UploadRequest = {
    userId: data.userId,
    filename: data.file.name,
    size: data.file.size,
    targetPath: data.targetPath,
  };
  const ticket = (await postJson(uploads, await idToken(), request)) as UploadTicket;
  await putBytes(ticket, data.file, onProgress);
  return (await postJson(`${uploads}/complete`, await idToken(), {
    path: ticket.path,
    filename: data.file.name,
  })) as UploadResult;
}

async function postJson(url: string, idToken: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as {
    error?: { message?: string };
  } | null;
  if (response.ok && answer) return answer;
  const message = answer?.error?.message;
  if (message && response.status < 500) throw new UploadRefused(message, response.status);
  throw new Error(`upload failed: ${response.status}`);
}

function putBytes(
  ticket: UploadTicket,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error('upload failed: network'));
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`upload failed: the bucket answered ${xhr.status}`));
    xhr.send(file);
  });
}
