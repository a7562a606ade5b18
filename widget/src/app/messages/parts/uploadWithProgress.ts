import { UPLOAD_CREDITS_PER_MB } from '@vg/common/constants';
import { agentUploadCredits, agentUploadLogData } from '@vg/common/logic/widget/uploadCredits';
import type { ChatBackend, UploadResult } from '../../../data/ChatBackend';
import { UploadRefused } from '../../../data/uploadFile';
import { currentBackend } from '../../session/backendRef';
import { chatStore, showNotice } from '../../store/chatStore';

/** How long a refusal the server explained stays up (as the size alert). */
const REFUSAL_NOTICE_MS = 4000;

/**
 * Uploads a visitor's file through the backend, then charges the agent's
 * workspace for it (per-MB cost × size, rounded, at most 100 credits; a
 * file too small to cost a whole credit is free). Failures are only logged
 * (spec: no user message), except a refusal the server explains (wrong
 * type, too large, too many uploads, no chat): the visitor can act on it.
 */
export async function uploadWithProgress(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult | null> {
  const backend = currentBackend();
  const userId = chatStore.get().userId;
  if (!backend || !userId) return null;
  try {
    const result = await backend.uploadFile(userId, file, onProgress);
    chargeUpload(backend, file, result.path);
    return result;
  } catch (error) {
    console.warn('upload failed', error);
    if (error instanceof UploadRefused) showNotice(error.message, 'danger', REFUSAL_NOTICE_MS);
    return null;
  }
}

function chargeUpload(backend: ChatBackend, file: File, path: string | undefined): void {
  const agent = chatStore.get().agent;
  const credits = agentUploadCredits(file.size, UPLOAD_CREDITS_PER_MB);
  if (!agent || credits < 1) return;
  backend
    .consumeCredits(agent.ownerID, credits, agentUploadLogData(agent.ID, credits, file.name), path)
    .catch((error: unknown) => console.warn('upload credits', error));
}
