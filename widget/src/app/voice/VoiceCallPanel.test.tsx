import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatView } from '../chat/ChatView';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { installMicrophone } from '../test-utils/microphone';

afterEach(() => {
  teardownChat();
  vi.unstubAllGlobals();
});

/** The browser's speech synthesis stand-in: records what is spoken. */
function installSpeech() {
  const spoken: string[] = [];
  const cancel = vi.fn();
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: { text: string }) => spoken.push(utterance.text),
    cancel,
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  return { spoken, cancel };
}

const calling = { voiceConfig: { config: { enableWebCalling: true } }, messageDelayMS: 0 };

describe('web calling panel', () => {
  it('shows only with voiceConfig.config.enableWebCalling', () => {
    setupChat();
    render(<ChatView />);
    expect(screen.queryByRole('region', { name: 'Voice call' })).toBeNull();
    cleanup();
    setupChat({ agent: calling });
    render(<ChatView />);
    expect(screen.getByRole('region', { name: 'Voice call' })).toBeTruthy();
  });

  it('calls: the spoken question goes to the agent and the reply is read aloud', async () => {
    installMicrophone();
    const { spoken, cancel } = installSpeech();
    const backend = setupChat({ agent: { ...calling, agentPlatform: 'vf' } });
    render(<ChatView />);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voice call' });
    const talk = await waitFor(() => dialog.querySelector<HTMLButtonElement>('.vg-call-talk')!);
    fireEvent.pointerDown(talk);
    await waitFor(() => expect(talk.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.pointerUp(talk);
    await waitFor(() =>
      expect(backend.requests).toEqual([
        { kind: 'text', text: 'Do you have a room with a lake view?' },
      ]),
    );
    await waitFor(() =>
      expect(spoken).toEqual([
        'You said: “Do you have a room with a lake view?”. A real agent would answer here.',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveBeenCalled();
  });
});

describe('test mode', () => {
  it("offers Refresh and Test Voice; Test Voice works only on the 'vg' platform", async () => {
    const backend = setupChat({ route: { isTest: true } });
    render(<ChatView />);
    fireEvent.click(screen.getByRole('button', { name: 'Test Voice' }));
    expect(await screen.findByRole('dialog', { name: 'Voice call' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(backend.requests).toEqual([{ kind: 'launch' }]);
    cleanup();
    setupChat({ route: { isTest: true }, agent: { agentPlatform: 'vf' } });
    render(<ChatView />);
    expect((screen.getByRole('button', { name: 'Test Voice' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(chatStore.get().overlay).toBeNull();
  });
});
