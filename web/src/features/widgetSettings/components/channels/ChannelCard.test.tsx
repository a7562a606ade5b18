import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../../test/render';
import { ChannelCard } from './ChannelCard';
import { CHANNEL_CARDS } from './channelCatalog';

const card = (key: string) => CHANNEL_CARDS.find((channel) => channel.key === key)!;

describe('channel cards', () => {
  it('offers Connect on a channel that is not connected', () => {
    const open = vi.fn();
    render(<ChannelCard channel={card('telegram')} active={false} onOpen={open} />);
    expect(screen.queryByText('Active')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Telegram' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it("shows 'Active' and Configure once connected", () => {
    render(<ChannelCard channel={card('telegram')} active onOpen={() => {}} />);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Configure Telegram' })).toBeTruthy();
  });

  it.each([
    ['google-business', 'Deprecated'],
    ['email', 'Coming soon'],
  ])('keeps %s disabled, saying why (%s)', (key, badge) => {
    render(<ChannelCard channel={card(key)} active={false} onOpen={() => {}} />);
    expect(screen.getByText(badge)).toBeTruthy();
    const button = screen.getByRole('button', { name: `Connect ${card(key).name}` });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(`channel-${key}-note`);
  });
});
