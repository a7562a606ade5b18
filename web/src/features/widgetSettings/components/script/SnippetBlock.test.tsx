import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../../../test/render';
import { SnippetBlock } from './SnippetBlock';

describe('SnippetBlock', () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  beforeEach(() => {
    // jsdom has no clipboard; this stands in for the browser's.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('copies the snippet and shows Copied! for 500 ms', async () => {
    render(<SnippetBlock code="<script>x</script>" label="Popup" />);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Popup snippet' }));
    });
    expect(writeText).toHaveBeenCalledWith('<script>x</script>');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Popup snippet' })).toBeTruthy();
  });
});
