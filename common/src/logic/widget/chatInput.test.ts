import { describe, expect, it } from 'vitest';
import {
  canSendText,
  inputRows,
  isInputDisabled,
  isUploadControlVisible,
  keyAction,
  submitButtonMode,
  type InputContext,
} from './chatInput';

describe('keyboard and rows', () => {
  it.each([
    ['Enter', false, 'submit'],
    ['Enter', true, 'newline'],
    ['a', false, null],
  ] as const)('%s shift=%s -> %j', (key, shift, expected) => {
    expect(keyAction(key, shift)).toBe(expected);
  });

  it.each([
    ['', 1],
    ['one', 1],
    ['a\nb', 2],
    ['1\n2\n3\n4\n5', 5],
    ['1\n2\n3\n4\n5\n6', 5],
  ])('%j -> %i rows', (text, rows) => {
    expect(inputRows(text)).toBe(rows);
  });

  it.each([
    ['hi', false, true],
    ['   ', false, false],
    ['', false, false],
    ['hi', true, false],
  ])('send %j while loading=%s -> %s', (text, loading, expected) => {
    expect(canSendText(text, loading)).toBe(expected);
  });
});

describe('isInputDisabled', () => {
  const base: InputContext = { agentPlatform: 'vf', inputBlocked: false, loading: false };
  it.each([
    [{}, false],
    [{ inputBlocked: true }, true],
    [{ loading: true }, true],
    [{ loading: true, blockLoading: true }, false],
    [{ llmStreaming: true }, true],
    [{ llmStreaming: true, humanChatting: true }, false],
    [{ llmStreaming: true, callOngoing: true }, false],
    [{ agentPlatform: 'vg', loading: true }, true],
    [{ agentPlatform: 'vg', llmStreaming: true }, false],
    [{ agentPlatform: 'vg', inputBlocked: true }, true],
  ])('%j -> %s', (override, expected) => {
    expect(isInputDisabled({ ...base, ...override })).toBe(expected);
  });

  it.each([
    ['vg', true, 'cancel'],
    ['vg', false, 'send'],
    ['vf', true, 'send'],
  ] as const)('submit button on %s loading=%s -> %s', (platform, loading, mode) => {
    expect(submitButtonMode(platform, loading)).toBe(mode);
  });
});

describe('isUploadControlVisible', () => {
  it.each([
    [{ agentPlatform: 'vf', enableVGHandoff: true }, true],
    [{ agentPlatform: 'vf', enableQuickFileUpload: true }, true],
    [{ agentPlatform: 'vf' }, false],
    [{ agentPlatform: 'vg', enableVGHandoff: true, enableQuickFileUpload: true }, false],
  ])('%j -> %s', (agent, expected) => {
    expect(isUploadControlVisible(agent)).toBe(expected);
  });
});
