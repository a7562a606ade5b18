import { describe, expect, it } from 'vitest';
import { backupSchema } from './backup';
import { uploadedFileSchema, uploadResultSchema } from './uploads';

describe('backupSchema', () => {
  const backup = {
    id: 'b1',
    createdAt: 1_700_000_000,
    agentTemplate: { name: 'Bot', agentData: { ID: 'a1', title: 'Bot' } },
  };

  it('reads a version history entry', () => {
    expect(backupSchema.parse(backup)).toEqual(backup);
  });

  it('drops secrets a backup might carry', () => {
    const parsed = backupSchema.parse({
      ...backup,
      agentTemplate: { agentData: { ID: 'a1', SECRET_API_KEY: 'vg_x', whatsappToken: 't' } },
    });
    expect(parsed.agentTemplate.agentData).toEqual({ ID: 'a1' });
  });

  it.each([
    [{ ...backup, createdAt: 'now' }, ['createdAt']],
    [{ ...backup, agentTemplate: { agentData: {} } }, ['agentTemplate', 'agentData', 'ID']],
  ])('rejects %j at %j', (input, path) => {
    expect(backupSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('uploads', () => {
  it('reads an upload result', () => {
    const result = { url: 'https://b/f.png', path: 'agents/a/f.png', sizeKB: 12, sizeMbs: 0.012 };
    expect(uploadResultSchema.parse(result)).toEqual(result);
    expect(uploadResultSchema.safeParse({ path: 'p' }).error?.issues[0]?.path).toEqual(['url']);
  });

  it('reports files to the agent with their size in MB', () => {
    expect(uploadedFileSchema.safeParse({ url: 'u', name: 'n', sizeMegabytes: -1 }).success).toBe(
      false,
    );
  });
});
