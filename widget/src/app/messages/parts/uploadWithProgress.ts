import { UPLOAD_CREDITS_PER_MB } from '@vg/common/constants';
import { agentUploadCredits, agentUploadLogData } from '@vg/common/logic/widget/uploadCredits';
import type { ChatBackend, UploadResult } from '../../../data/ChatBackend';
import { currentBackend } from '../../session/backendRef';
import { chatStore } from '../../store/chatStore';

/**
 * Uploads a visitor's file through the backend, then charges the agent's
 * workspace for it (per-MB cost × size, rounded, at most 100 credits; a
 * file too small to cost a whole credit is free). Failures of either call
 * are only logged (spec: no user message).
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
