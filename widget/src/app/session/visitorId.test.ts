import { describe, expect, it } from 'vitest';
import { visitorId } from './visitorId';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
}

describe('visitorId', () => {
  it('uses the host-supplied userID as is', () => {
    expect(visitorId('a', 'crm-42', false, {})).toBe('crm-42');
  });

  it('keeps one random id per agent across reloads', () => {
    const local = new MemoryStorage() as unknown as Storage;
    const first = visitorId('a', undefined, false, { local });
    expect(first).toMatch(/^web-[0-9a-f]{24}$/);
    expect(visitorId('a', undefined, false, { local })).toBe(first);
    expect(visitorId('b', undefined, false, { local })).not.toBe(first);
  });

  it('keeps the id only for the browser session when the agent forgets chats', () => {
    const local = new MemoryStorage() as unknown as Storage;
    const session = new MemoryStorage() as unknown as Storage;
    const id = visitorId('a', undefined, true, { local, session });
    expect(local.getItem('vg-visitor-a')).toBeNull();
    expect(session.getItem('vg-visitor-a')).toBe(id);
  });
});
