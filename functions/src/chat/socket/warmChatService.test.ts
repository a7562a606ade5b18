import { afterAll, describe, expect, it } from 'vitest';
import { REGIONS } from '@vg/common';
import { dbFor } from '../../firestore';
import { stopAnswerWorker } from '../../runtime/answer/answerInWorker';
import { useEmulators } from '../../testing/emulators';
import { warmChatService } from './warmChatService';

useEmulators();
afterAll(() => stopAnswerWorker());

describe('warming the chat service on start', () => {
  it('reads in every region and leaves no document behind', async () => {
    await expect(warmChatService()).resolves.toBeUndefined();
    for (const region of REGIONS) {
      const db = dbFor(region);
      expect((await db.doc('voiceglow/warm-up').get()).exists).toBe(false);
      expect((await db.collection('voiceglow/warm-up/kb').get()).empty).toBe(true);
    }
  });
});
