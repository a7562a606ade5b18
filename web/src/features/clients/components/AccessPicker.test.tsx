import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { AccessPicker } from './AccessPicker';

describe('AccessPicker', () => {
  it('grants, revokes and reorders pages', () => {
    const onChange = vi.fn();
    render(<AccessPicker value={['/home', '/convos']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Conversations up' }));
    expect(onChange).toHaveBeenLastCalledWith(['/convos', '/home']);
    expect(screen.getByRole('button', { name: 'Move Home up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Conversations down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Knowledge Base' }));
    expect(onChange).toHaveBeenLastCalledWith(['/home', '/convos', '/kb']);
    fireEvent.click(screen.getByRole('switch', { name: 'Home' }));
    expect(onChange).toHaveBeenLastCalledWith(['/convos']);
  });
});
