import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../test/render';
import { PUSH_BLOCKED_TEXT, PUSH_UNSUPPORTED_TEXT, PushNotice } from './PushNotice';
import type { ClientPush } from './useClientPush';

const push = (overrides: Partial<ClientPush>): ClientPush => ({
  settings: { notifyThrough: 'all', notifyIf: 'requestsOnly' },
  onHere: false,
  permission: 'default',
  problem: null,
  busy: false,
  save: vi.fn(async () => true),
  turnOnHere: vi.fn(async () => {}),
  retry: vi.fn(async () => {}),
  ...overrides,
});

describe('PushNotice', () => {
  it('says push is on when the record holds this browser', () => {
    render(<PushNotice push={push({ onHere: true })} value="push" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Push notifications are on in this browser.',
    );
  });

  it('offers to turn push on in a browser that was not asked yet', () => {
    const state = push({});
    render(<PushNotice push={state} value="all" />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    expect(state.turnOnHere).toHaveBeenCalled();
  });

  it('says what to do when notifications are blocked, and tries the attempt again', () => {
    const state = push({ problem: { status: 'denied' } });
    // Shown even when the select went back to a choice without push.
    render(<PushNotice push={state} value="email" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Notifications are blocked in this browser');
    expect(alert.textContent).toContain(PUSH_BLOCKED_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.retry).toHaveBeenCalled();
  });

  it('says a browser without the Push API cannot take pushes, with no Try again', () => {
    render(<PushNotice push={push({ permission: 'unsupported' })} value="push" />);
    expect(screen.getByRole('alert').textContent).toContain(PUSH_UNSUPPORTED_TEXT);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows nothing for a choice without push', () => {
    render(<PushNotice push={push({})} value="email" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
