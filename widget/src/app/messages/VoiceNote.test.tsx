import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => {
  setupChat();
  // jsdom has no media playback: play/pause only fire the events a browser would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  teardownChat();
  vi.restoreAllMocks();
});

describe('VoiceNote', () => {
  it('plays, pauses and replays after the end', async () => {
    const { container } = renderMessage(bot('VoiceNote', { url: 'https://cdn.test/note.wav' }));
    const button = await screen.findByLabelText('Play');
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('https://cdn.test/note.wav');
    fireEvent.click(button);
    expect(screen.getByLabelText('Pause')).toBe(button);
    fireEvent.click(button);
    expect(screen.getByLabelText('Play')).toBe(button);
    fireEvent.ended(audio);
    expect(screen.getByLabelText('Replay')).toBe(button);
    audio.currentTime = 3;
    fireEvent.click(button);
    expect(audio.currentTime).toBe(0);
  });

  it('cycles the speed through 1, 1.25, 1.5 and 2', async () => {
    const { container } = renderMessage(bot('VoiceNote', { url: 'https://cdn.test/note.wav' }));
    const speed = await screen.findByLabelText('Playback speed');
    const seen = [speed.textContent];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.click(speed);
      seen.push(speed.textContent);
    }
    expect(seen).toEqual(['1x', '1.25x', '1.5x', '2x', '1x']);
    fireEvent.click(speed);
    expect(container.querySelector('audio')!.playbackRate).toBe(1.25);
  });

  it('shows an error for a voice note without a URL', async () => {
    renderMessage(bot('VoiceNote', {}));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show VoiceNote message \(item\.payload\.url/,
    );
  });
});
