import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_PROVIDER } from '../local/localLlama';
import { writeTinyGguf } from '../local/writeTinyGguf';
import { chooseEngine } from './selectProvider';
import { KNOWLEDGE_PROVIDER } from './knowledgeReply';

describe('chooseEngine', () => {
  const models = mkdtempSync(join(tmpdir(), 'vg-engine-'));

  it('answers with the extractive engine when no model file is present', () => {
    const choice = chooseEngine({ VG_MODELS_DIR: models });
    expect(choice.provider.name).toBe(KNOWLEDGE_PROVIDER);
    expect(choice.description).toMatch(/^Answers come from the offline extractive engine/);
  });

  it('answers with the local model the moment its file is present', () => {
    const file = join(models, 'tiny.gguf');
    writeTinyGguf(file);
    const byFolder = chooseEngine({ VG_MODELS_DIR: models });
    expect(byFolder.provider.name).toBe(LOCAL_PROVIDER);
    expect(byFolder.description).toBe(
      `Answers come from the local model ${file} (llama.cpp), fed the knowledge passages.`,
    );
    const byPath = chooseEngine({ VG_LOCAL_MODEL: file, VG_MODELS_DIR: 'nowhere' });
    expect(byPath.provider.name).toBe(LOCAL_PROVIDER);
  });

  it('prefers a configured model server', () => {
    const choice = chooseEngine({
      VG_LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      VG_MODELS_DIR: models,
    });
    expect(choice.provider.name).toBe('openai-compatible');
    expect(choice.description).toContain('http://127.0.0.1:9/v1');
  });
});
