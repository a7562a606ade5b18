import type { OfflineRecogniser } from './OfflineRecogniser';
import { pocketsphinx } from './pocketsphinx';
import { whisper } from './whisper';
import { whisperModelFile } from './whisperModelFile';

/**
 * The best recogniser this machine has: whisper.cpp when a model file is
 * present (`whisperModelFile`), else Debian's pocketsphinx when installed,
 * else none. A model file that does not load is reported and passed over,
 * so a broken download never leaves dictation with no recogniser at all.
 */
export async function bestOfflineRecogniser(
  env: { VG_WHISPER_MODEL?: string | undefined } = process.env,
  modelsDir?: string,
): Promise<OfflineRecogniser | null> {
  const modelPath = whisperModelFile(env, modelsDir);
  if (modelPath) {
    const recogniser = whisper(modelPath);
    try {
      await recogniser.ready;
      return recogniser;
    } catch (error) {
      console.warn(`[speech] ${(error as Error).message}; falling back to pocketsphinx.`);
      await recogniser.close();
    }
  }
  return pocketsphinx();
}
