import { describe, expect, it, vi } from 'vitest';
import type { NotificationRecord } from '../../data/notifications';
import { fireEvent, render, screen } from '../../../test/render';
import { NotificationPanel } from './NotificationPanel';

const item = (overrides: Partial<NotificationRecord> & { ID: string }): NotificationRecord => ({
  level: 1,
  notificationLevel: 1,
  title: 'Chat request',
  body: 'Vera Visitor wants to talk to the team on Acme Support.',
  tsMs: Date.now() - 30_000,
  seen: false,
  notifyOnly: [],
  ...overrides,
});

function setup(
  notifications: NotificationRecord[],
  clientSettings?: Parameters<typeof NotificationPanel>[0]['clientSettings'],
) {
  const props = {
    clientSettings,
    onClose: vi.fn(),
    onMarkAllRead: vi.fn(),
    onOpen: vi.fn(),
    onSettingsChange: vi.fn(),
    settings: { sound: true, popUps: true },
  };
  render(<NotificationPanel notifications={notifications} {...props} />);
  return props;
}

describe('NotificationPanel', () => {
  it('is fixed 350x500 at the bottom right', () => {
    setup([]);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel.style.position).toBe('fixed');
    expect(panel.style.width).toBe('350px');
    expect(panel.style.height).toBe('500px');
    expect(panel.style.right).toBe('16px');
    expect(panel.style.bottom).toBe('16px');
    expect(screen.getByText('No notifications.')).toBeTruthy();
  });

  it('lists notifications with title and body cut to 50 characters, and opens one', () => {
    const long = item({ ID: 'n1', title: 'T'.repeat(60) });
    const props = setup([long, item({ ID: 'n2', seen: true, title: 'Welcome' })]);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(`${'T'.repeat(50)}...`);
    expect(rows[0]!.textContent).not.toContain('T'.repeat(51));
    expect(rows[0]!.textContent).toContain('Vera Visitor wants to talk to the team on Acme Sup');
    fireEvent.click(rows[1]!);
    expect(props.onOpen).toHaveBeenCalledWith(expect.objectContaining({ ID: 'n2' }));
  });

  it("offers 'Mark all as Read' only while something is unread", () => {
    const props = setup([item({ ID: 'n1' })]);
    expect(screen.getByText('1 unread')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as Read' }));
    expect(props.onMarkAllRead).toHaveBeenCalledOnce();
  });

  it('disables it when everything is read', () => {
    setup([item({ ID: 'n1', seen: true })]);
    expect(screen.getByRole('button', { name: 'Mark all as Read' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('has settings for the sound and the pop-ups', () => {
    const props = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Notification settings' }));
    fireEvent.click(screen.getByLabelText('Play a sound for new notifications'));
    expect(props.onSettingsChange).toHaveBeenCalledWith({ sound: false, popUps: true });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('No notifications.')).toBeTruthy();
  });

  it('offers a client its own channel and trigger settings, not a workspace user', async () => {
    const onChange = vi.fn();
    setup([], { value: { notifyThrough: 'all', notifyIf: 'requestsOnly' }, onChange });
    fireEvent.click(screen.getByRole('button', { name: 'Notification settings' }));
    expect(
      (screen.getByRole('textbox', { name: 'Notify me through' }) as HTMLInputElement).value,
    ).toBe('All Channels');
    fireEvent.click(screen.getByRole('textbox', { name: 'Notify me about' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All Messages' }));
    expect(onChange).toHaveBeenCalledWith({ notifyThrough: 'all', notifyIf: 'all' });
  });

  it('has no client settings for workspace users', () => {
    setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Notification settings' }));
    expect(screen.queryByRole('textbox', { name: 'Notify me about' })).toBeNull();
  });
});
