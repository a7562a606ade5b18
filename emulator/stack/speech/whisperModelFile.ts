import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where model files are brought in by hand (never committed): the functions package's `models/`. */
export const WHISPER_MODELS_DIR = resolve(import.meta.dirname, '../../../functions/models/whisper');

/**
 * The whisper.cpp model file to transcribe with, if one is present:
 * `VG_WHISPER_MODEL` (a file, or a folder holding some), else the first
 * ggml `.bin` file, by name, in `functions/models/whisper/`.
 */
export function whisperModelFile(
  env: { VG_WHISPER_MODEL?: string | undefined } = process.env,
  modelsDir = WHISPER_MODELS_DIR,
): string | undefined {
  const target = resolve(env.VG_WHISPER_MODEL?.trim() || modelsDir);
  const stat = statOrNull(target);
  if (stat?.isFile()) return target;
  if (!stat?.isDirectory()) return undefined;
  return readdirSync(target)
    .filter((name) => name.toLowerCase().endsWith('.bin'))
    .sort()
    .map((name) => join(target, name))
    .find((path) => statOrNull(path)?.isFile());
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
