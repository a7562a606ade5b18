import { describe, expect, it } from 'vitest';
import { agentUploadCredits, agentUploadLogData, ownerUploadCredits } from './uploadCredits';

describe('agentUploadCredits', () => {
  it.each([
    [1_000_000, 2, 2],
    [2_500_000, 1, 3], // 2.5 rounds up
    [2_400_000, 1, 2],
    [30_000_000, 3, 90],
    [30_000_000, 4, 100], // 120 capped
    [50_000_000, 2, 100], // exactly the cap
    [0, 5, 0],
    [1_000_000, 0, 0],
    [1_000_000, -1, 0],
  ])('%i bytes at %d per MB -> %i', (bytes, perMb, expected) => {
    expect(agentUploadCredits(bytes, perMb)).toBe(expected);
  });
});

describe('ownerUploadCredits', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1_000_000, 1],
    [1_000_001, 2],
    [29_500_000, 30],
    [30_000_000, 30],
  ])('%i bytes -> %i', (bytes, expected) => {
    expect(ownerUploadCredits(bytes)).toBe(expected);
  });
});

describe('agentUploadLogData', () => {
  it('attributes the charge to the agent', () => {
    expect(agentUploadLogData('ag1', 4, 'a.pdf')).toEqual({
      amount: 4,
      agentId: 'ag1',
      causedBy: 'agent',
      logMessage: 'File upload: a.pdf',
    });
  });
});
