import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../i18n/de';
import { chatStore } from '../store/chatStore';
import { setupChat, teardownChat } from '../test-utils/chatHarness';
import { FooterButtons, safeLink } from './FooterButtons';

afterEach(() => {
  teardownChat();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const withButtons = (buttons: unknown) =>
  setupChat({ agent: { customButtonJSON_STRING: JSON.stringify(buttons) } });

/** window.open leaves the page; the test only records where it would go. */
const spyOnOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null);

describe('footer custom buttons', () => {
  it("shows the owner's buttons with their labels and icons", () => {
    withButtons([
      { type: 'intent', value: 'talk_to_sales', viewValue: 'Talk to sales' },
      {
        type: 'link',
        value: 'https://shop.example/help',
        viewValue: 'Help centre',
        iconLink: 'https://shop.example/i.svg',
      },
      { type: 'default', viewValue: 'Opening hours?' },
    ]);
    const { container } = render(<FooterButtons />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Talk to sales',
      'Help centre',
      'Opening hours?',
    ]);
    expect(container.querySelector('.vg-footer-button--link img')?.getAttribute('src')).toBe(
      'https://shop.example/i.svg',
    );
  });

  it('shows nothing without buttons or with unreadable JSON', () => {
    setupChat();
    const { container } = render(<FooterButtons />);
    expect(container.innerHTML).toBe('');
    cleanup();
    setupChat({ agent: { customButtonJSON_STRING: '[{"type": "intent",' } });
    expect(render(<FooterButtons />).container.innerHTML).toBe('');
  });

  it('sends the intent of an intent button, with its label as the visitor message', () => {
    const backend = withButtons([
      { type: 'intent', value: 'talk_to_sales', viewValue: 'Talk to sales' },
    ]);
    render(<FooterButtons />);
    fireEvent.click(screen.getByText('Talk to sales'));
    expect(backend.requests).toEqual([
      {
        kind: 'action',
        request: {
          type: 'intent',
          payload: { intent: { name: 'talk_to_sales' }, query: 'Talk to sales' },
        },
        label: 'Talk to sales',
      },
    ]);
    expect(chatStore.get().turns.at(-1)?.messages[0]?.item?.payload).toEqual({
      message: 'Talk to sales',
    });
  });

  it('opens the link of a link button in a new tab, https when the owner left it out', () => {
    const open = spyOnOpen();
    const backend = withButtons([
      { type: 'link', value: 'shop.example/help', viewValue: 'Help centre' },
      { type: 'link', value: 'javascript:alert(1)', viewValue: 'Sneaky' },
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<FooterButtons />);
    fireEvent.click(screen.getByText('Help centre'));
    expect(open).toHaveBeenCalledWith('https://shop.example/help', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByText('Sneaky'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(backend.requests).toEqual([]);
  });

  it("sends a default button's label as the visitor's text", () => {
    const backend = withButtons([{ type: 'default', viewValue: 'Opening hours?' }]);
    render(<FooterButtons />);
    fireEvent.click(screen.getByText('Opening hours?'));
    expect(backend.requests).toEqual([{ kind: 'text', text: 'Opening hours?' }]);
  });

  it("says 'Intent value is null' and 'Link value is null' for 2.5 s when the value is missing", () => {
    vi.useFakeTimers();
    const open = spyOnOpen();
    const backend = withButtons([
      { type: 'intent', viewValue: 'Talk to sales' },
      { type: 'link', value: '  ', viewValue: 'Help centre' },
    ]);
    render(<FooterButtons />);
    fireEvent.click(screen.getByText('Talk to sales'));
    expect(chatStore.get().notice).toMatchObject({ text: 'Intent value is null', tone: 'danger' });
    act(() => vi.advanceTimersByTime(2_499));
    expect(chatStore.get().notice?.text).toBe('Intent value is null');
    act(() => vi.advanceTimersByTime(1));
    expect(chatStore.get().notice).toBeNull();
    fireEvent.click(screen.getByText('Help centre'));
    expect(chatStore.get().notice).toMatchObject({ text: 'Link value is null', tone: 'danger' });
    expect(backend.requests).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('says it in the widget language', () => {
    withButtons([{ type: 'link', viewValue: 'Hilfe' }]);
    chatStore.set({ dictionary: de });
    render(<FooterButtons />);
    fireEvent.click(screen.getByText('Hilfe'));
    expect(chatStore.get().notice?.text).toBe(de.linkValueNull);
  });

  it('waits for the reply before sending again, while links stay open', () => {
    withButtons([
      { type: 'intent', value: 'sales', viewValue: 'Sales' },
      { type: 'link', value: 'https://shop.example', viewValue: 'Shop' },
    ]);
    chatStore.set({ loading: true });
    render(<FooterButtons />);
    expect((screen.getByText('Sales') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByText('Shop') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('safeLink', () => {
  it('keeps web, mail and phone links and refuses the rest', () => {
    expect(safeLink('https://shop.example/a?b=1')).toBe('https://shop.example/a?b=1');
    expect(safeLink('mailto:help@shop.example')).toBe('mailto:help@shop.example');
    expect(safeLink('tel:+491234')).toBe('tel:+491234');
    expect(safeLink('shop.example')).toBe('https://shop.example/');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<b>')).toBeNull();
  });
});
