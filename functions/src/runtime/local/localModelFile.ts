import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface LocalModelSettings {
  /** A GGUF file, or a folder holding some (`VG_LOCAL_MODEL`). */
  VG_LOCAL_MODEL?: string | undefined;
  /** The folder searched when VG_LOCAL_MODEL is unset (`VG_MODELS_DIR`, default `models`). */
  VG_MODELS_DIR: string;
}

/**
 * The GGUF model file to answer with, if one is present: `VG_LOCAL_MODEL`
 * (a file, or a folder), else the first `.gguf` file, by name, in the models
 * folder. Paths are relative to the working directory (the functions
 * package for both the functions and the chat service).
 */
export function localModelFile(settings: LocalModelSettings): string | undefined {
  const configured = settings.VG_LOCAL_MODEL?.trim();
  const target = resolve(configured || settings.VG_MODELS_DIR);
  const stat = statOrNull(target);
  if (stat?.isFile()) return target.toLowerCase().endsWith('.gguf') ? target : undefined;
  if (!stat?.isDirectory()) return undefined;
  const files = readdirSync(target)
    .filter((name) => name.toLowerCase().endsWith('.gguf'))
    .sort();
  for (const name of files) {
    if (statOrNull(join(target, name))?.isFile()) return join(target, name);
  }
  return undefined;
}

/**
 * The GGUF embedding model, if one is present: `VG_EMBED_MODEL` (a file,
 * or a folder), else the first `.gguf` file in the models folder's `embed/`.
 */
export function embedModelFile(settings: {
  VG_EMBED_MODEL?: string | undefined;
  VG_MODELS_DIR: string;
}): string | undefined {
  return localModelFile({
    VG_LOCAL_MODEL: settings.VG_EMBED_MODEL,
    VG_MODELS_DIR: join(settings.VG_MODELS_DIR, 'embed'),
  });
}

function statOrNull(path: string) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
