import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { PresenceToggle } from './PresenceToggle';

describe('PresenceToggle', () => {
  it('shows the presence and switches it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PresenceToggle status="online" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Online' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith('offline');
    rerender(<PresenceToggle status="offline" onChange={onChange} />);
    expect((screen.getByRole('switch', { name: 'Online' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
