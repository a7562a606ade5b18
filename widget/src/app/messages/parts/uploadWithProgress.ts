import type { UploadResult } from '../../../data/ChatBackend';
import { currentBackend } from '../../session/chatActions';
import { chatStore } from '../../store/chatStore';

/** Uploads through the backend; failures are only logged (spec: no user message). */
export async function uploadWithProgress(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult | null> {
  const backend = currentBackend();
  const userId = chatStore.get().userId;
  if (!backend || !userId) return null;
  try {
    return await backend.uploadFile(userId, file, onProgress);
  } catch (error) {
    console.warn('upload failed', error);
    return null;
  }
}
