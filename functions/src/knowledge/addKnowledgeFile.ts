import { randomBytes } from 'node:crypto';
import {
  BYTES_PER_MB,
  KNOWLEDGE_FILE_MAX_MB,
  addKnowledgeFileRequestSchema,
  checkUploadSize,
} from '@vg/common';
import { decodeBase64Payload } from '../chat/handlers/decodeBase64Payload';
import { saveObject } from '../gateways/storage';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { UNSUPPORTED_FILE, kindOfFileName } from './extractFileText';
import { kbCharLimit } from './kbCharLimit';
import { loadEditableAgent } from './loadEditableAgent';
import { newSource } from './newSource';
import { readSourceFile } from './readSourceFile';

/** The stored file's type by kind, so the bucket serves it as what it is. */
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
} as const;

/**
 * POST /agents/{agentId}/kb/file: a PDF, DOCX, TXT, Markdown, CSV or HTML
 * file (10 MB at most). The file is kept in the bucket under the agent's
 * folder; the source goes INITIALIZED → PENDING while the function reads
 * it → SUCCESS with its text, or ERROR with the reason. A file that cannot
 * be read still answers 201 with the source in ERROR, so the owner sees
 * why beside it; requests that are wrong in themselves (no file, a kind
 * the tab does not read, too big) are refused with 400 and store nothing.
 */
export const addKnowledgeFile = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/kb/file',
  limit: 'upload',
  // Base64 adds a third; room above the limit lets the answer name the limit.
  maxBodyBytes: Math.ceil(KNOWLEDGE_FILE_MAX_MB * BYTES_PER_MB * 1.4) + 64 * 1024,
  input: addKnowledgeFileRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const who = await caller();
    const agent = await loadEditableAgent(db, params.agentId!, who);
    const kind = kindOfFileName(input.filename);
    if (!kind) throw new HttpError(400, UNSUPPORTED_FILE);
    const file = decodeBase64Payload(input.base64Payload);
    if (!file)
      throw new HttpError(400, 'The file could not be read from the request: choose it again.');
    const tooBig = checkUploadSize(file.bytes.length, KNOWLEDGE_FILE_MAX_MB);
    if (tooBig) throw new HttpError(400, tooBig);

    const maxChars = await kbCharLimit(db, agent.ownerID!);
    const name = input.filename.split(/[\\/]/).pop()!;
    const { ref, data } = newSource(db, agent, who.uid, {
      name,
      sourceType: 'doc',
      tags: input.tags,
      fileName: name,
      sizeKB: Math.max(1, Math.round(file.bytes.length / 1000)),
      contentType: CONTENT_TYPES[kind],
    });
    await ref.create(data);
    const stored = await saveObject(
      `voiceglow/${agent.ID}/kb/${ref.id}/${randomBytes(6).toString('base64url')}-${safeFileName(name)}`,
      file.bytes,
      CONTENT_TYPES[kind],
      { uploadedBy: who.uid, knowledgeSource: ref.id },
    );
    await ref.update({ status: 'PENDING', fileURL: stored.url });
    const result = await readSourceFile(db, ref, file.bytes, kind, {
      maxChars,
      chunkChars: agent.vgOptions?.maxChunkSize,
    });
    return { status: 201, body: { id: ref.id, ...result } };
  },
});

/** A bucket object name from the file's name: letters, digits, dots, dashes. */
function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-100) || 'file';
}
