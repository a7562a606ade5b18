import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localModelFile } from './localModelFile';

const folder = () => mkdtempSync(join(tmpdir(), 'vg-models-'));

describe('localModelFile', () => {
  it('finds nothing when no file is there', () => {
    const empty = folder();
    expect(localModelFile({ VG_MODELS_DIR: empty })).toBeUndefined();
    expect(localModelFile({ VG_MODELS_DIR: join(empty, 'missing') })).toBeUndefined();
    expect(
      localModelFile({ VG_LOCAL_MODEL: join(empty, 'gone.gguf'), VG_MODELS_DIR: empty }),
    ).toBeUndefined();
  });

  it('takes the configured file, and only a GGUF file', () => {
    const dir = folder();
    writeFileSync(join(dir, 'qwen.gguf'), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    expect(
      localModelFile({ VG_LOCAL_MODEL: join(dir, 'qwen.gguf'), VG_MODELS_DIR: 'unused' }),
    ).toBe(join(dir, 'qwen.gguf'));
    expect(
      localModelFile({ VG_LOCAL_MODEL: join(dir, 'notes.txt'), VG_MODELS_DIR: 'unused' }),
    ).toBeUndefined();
  });

  it('takes the first GGUF file by name from the models folder', () => {
    const dir = folder();
    mkdirSync(join(dir, 'a.gguf'));
    writeFileSync(join(dir, 'z-model.gguf'), 'x');
    writeFileSync(join(dir, 'b-model.GGUF'), 'x');
    expect(localModelFile({ VG_MODELS_DIR: dir })).toBe(join(dir, 'b-model.GGUF'));
    expect(localModelFile({ VG_LOCAL_MODEL: dir, VG_MODELS_DIR: 'unused' })).toBe(
      join(dir, 'b-model.GGUF'),
    );
  });
});
