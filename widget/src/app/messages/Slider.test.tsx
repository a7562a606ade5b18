import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, FAKE_TIMEOUTS, renderKind, setupChat, teardownChat } from '../test-utils/chatHarness';
import { Slider } from './Slider';

afterEach(() => {
  teardownChat();
  vi.useRealTimers();
});

const slider = () => screen.getByRole('slider') as HTMLInputElement;

describe('Slider', () => {
  it('defaults to min 0, max 100, step 1', () => {
    setupChat();
    renderKind(Slider, bot('Slider', {}));
    expect([slider().min, slider().max, slider().step, slider().value]).toEqual([
      '0',
      '100',
      '1',
      '0',
    ]);
    expect(screen.queryByText('Cancel')).toBeNull();
  });

  it('uses the given options and shows the value with its label', () => {
    setupChat();
    renderKind(
      Slider,
      bot('Slider', {
        label: 'Guests',
        minValue: 1,
        maxValue: 12,
        step: 1,
        defaultValue: 2,
        valueLabel: 'guests',
      }),
    );
    expect(screen.getByText('Guests')).toBeTruthy();
    fireEvent.input(slider(), { target: { value: '5' } });
    expect(screen.getByText('5 guests')).toBeTruthy();
  });

  it('confirms, waits 1 s, then sends vg_slider_response', async () => {
    vi.useFakeTimers(FAKE_TIMEOUTS);
    const backend = setupChat();
    renderKind(Slider, bot('Slider', { defaultValue: 40 }), { messageKey: '0:0' });
    fireEvent.input(slider(), { target: { value: '55' } });
    fireEvent.click(screen.getByText('Submit'));
    expect(screen.getByRole('status').textContent).toBe('Selected: 55');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(backend.requests).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(backend.requests).toEqual([
      {
        kind: 'action',
        request: { type: 'text', payload: '55' },
        label: '55',
        variables: { vg_slider_response: 55 },
      },
    ]);
  });

  it('cancels only when canCancel, with a hidden VG_Cancel message', async () => {
    vi.useFakeTimers(FAKE_TIMEOUTS);
    const backend = setupChat();
    renderKind(Slider, bot('Slider', { canCancel: true }));
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.getByRole('status').textContent).toBe('Cancelled');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(backend.requests[0]).toMatchObject({
      request: { type: 'text', payload: 'VG_Cancel' },
      label: 'VG_Cancel',
    });
    const shown = chatStore.get().turns.at(-1)?.messages[0];
    expect(shown?.item?.payload).toEqual({ message: 'VG_Cancel' });
  });

  it('is inactive in an older turn', () => {
    setupChat();
    renderKind(Slider, bot('Slider', {}), { isLatest: false });
    expect(slider().disabled).toBe(true);
    expect((screen.getByText('Submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an error for a slider with a non-numeric range', () => {
    setupChat();
    renderKind(Slider, bot('Slider', { minValue: 'low' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /Cannot show Slider message \(item\.payload\.minValue/,
    );
  });
});
