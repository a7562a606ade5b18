import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput } from '../chat/ChatInput';
import { NoticeBar } from '../chat/NoticeBar';
import type { FixtureOptions } from '../dev/fixtureBackend';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { installMicrophone } from '../test-utils/microphone';

afterEach(() => {
  teardownChat();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function show(backend: Partial<FixtureOptions> = {}) {
  const fixture = setupChat({ agent: { enableAudioSupport: true }, backend });
  render(
    <>
      <NoticeBar />
      <ChatInput />
    </>,
  );
  const mic = await screen.findByRole('button', { name: 'Hold to record' });
  return { fixture, mic };
}

async function holdAndRelease(mic: HTMLElement) {
  fireEvent.pointerDown(mic);
  await waitFor(() => expect(mic.getAttribute('aria-pressed')).toBe('true'));
  fireEvent.pointerUp(mic);
}

describe('dictation', () => {
  it('is offered only with enableAudioSupport', async () => {
    setupChat();
    render(<ChatInput />);
    // The input is there; the microphone is not.
    await screen.findByRole('textbox');
    expect(screen.queryByRole('button', { name: 'Hold to record' })).toBeNull();
  });

  it('records while held, sends 16 kHz mono WAV to stt and appends the text to the input', async () => {
    const { track } = installMicrophone();
    const { fixture, mic } = await show();
    const input = screen.getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.input(input, { target: { value: 'Hello.' } });
    await holdAndRelease(mic);
    await waitFor(() => expect(input.value).toBe('Hello. Do you have a room with a lake view?'));
    expect(track.stop).toHaveBeenCalled();
    const [call] = fixture.transcribed;
    expect(call?.lang).toBe('en');
    const wav = Uint8Array.from(atob(call!.base64Audio), (char) => char.charCodeAt(0));
    const view = new DataView(wav.buffer);
    expect(String.fromCharCode(...wav.subarray(0, 4), ...wav.subarray(8, 12))).toBe('RIFFWAVE');
    expect(view.getUint32(24, true)).toBe(16_000);
    // 0.1 s at 16 kHz, the two channels averaged (0.5 and 0 → 0.25).
    expect(view.getUint32(40, true)).toBe(1600 * 2);
    expect(view.getInt16(44 + 100, true)).toBe(Math.round(0.25 * 32767 - 0.5));
    expect(fixture.requests).toEqual([]);
  });

  it("says 'No text understood…' for 2.5 s when nothing was recognised", async () => {
    // The test's clock, not the wall clock, measures how long the notice stays.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      installMicrophone();
      const { mic } = await show({ transcript: '' });
      await holdAndRelease(mic);
      const text = 'No text understood, please make sure to hold > speak > release.';
      await waitFor(() => expect(chatStore.get().notice?.text).toBe(text));
      expect(screen.getByRole('alert').textContent).toBe(text);
      await act(() => vi.advanceTimersByTimeAsync(2_300));
      expect(chatStore.get().notice?.text).toBe(text);
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(chatStore.get().notice).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Error during API call' when transcription fails", async () => {
    installMicrophone();
    const { mic } = await show({ transcript: new Error('503 speech gateway not configured') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await holdAndRelease(mic);
    expect((await screen.findByRole('alert')).textContent).toBe('Error during API call');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('only logs a refused microphone', async () => {
    installMicrophone({ denied: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fixture, mic } = await show();
    fireEvent.pointerDown(mic);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('microphone unavailable', expect.anything()),
    );
    fireEvent.pointerUp(mic);
    await waitFor(() => expect(mic.getAttribute('aria-pressed')).toBe('false'));
    expect(chatStore.get().notice).toBeNull();
    expect(fixture.transcribed).toEqual([]);
  });
});
