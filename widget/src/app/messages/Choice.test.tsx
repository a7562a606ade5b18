import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

const choice = (buttons: unknown) => bot('choice', { buttons });
const textButton = (name: string) => ({ name, request: { type: 'text', payload: name } });

afterEach(() => {
  teardownChat();
  vi.restoreAllMocks();
});

describe('Choice', () => {
  beforeEach(() => setupChat());

  it('lays buttons out horizontally and hides :Disabled and VG_Block buttons', async () => {
    const { container } = renderMessage(
      choice([
        textButton('Yes'),
        textButton('No'),
        textButton('Old:Disabled'),
        textButton('VG_Block'),
      ]),
    );
    await screen.findByText('Yes');
    expect(container.querySelector('.vg-buttons--horizontal')).not.toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Yes',
      'No',
    ]);
  });

  it('sends the pressed button request with its name as the visitor message', async () => {
    const backend = setupChat();
    renderMessage(choice([textButton('Prices')]));
    fireEvent.click(await screen.findByText('Prices'));
    expect(backend.requests).toEqual([
      {
        kind: 'action',
        request: { type: 'text', payload: 'Prices' },
        label: 'Prices',
        variables: undefined,
      },
    ]);
    const last = chatStore.get().turns.at(-1);
    expect(last?.from).toBe('human');
    expect(last?.messages[0]?.item?.payload).toEqual({ message: 'Prices' });
  });

  it('opens link buttons instead of sending them', async () => {
    const backend = setupChat();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMessage(
      choice([
        { name: 'Site', request: { type: 'open_url', payload: { url: 'https://example.com' } } },
      ]),
    );
    fireEvent.click(await screen.findByText('Site'));
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    expect(backend.requests).toEqual([]);
  });

  it('disables the buttons of an older turn and while a reply loads', async () => {
    renderMessage(choice([textButton('Old')]), { isLatest: false });
    expect(((await screen.findByText('Old')) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    chatStore.set({ loading: true });
    renderMessage(choice([textButton('Busy')]));
    expect(((await screen.findByText('Busy')) as HTMLButtonElement).disabled).toBe(true);
  });

  it('stacks buttons with the vertical layout', async () => {
    setupChat({ agent: { buttonsLayout: 'vertical' } });
    const { container } = renderMessage(choice([textButton('A'), textButton('B')]));
    await screen.findByText('A');
    expect(container.querySelector('.vg-buttons--vertical')).not.toBeNull();
  });

  it('turns the options into a dropdown with Submit when a VG_Dropdown marker is present', async () => {
    const backend = setupChat();
    renderMessage(choice([textButton('VG_Dropdown'), textButton('Zermatt'), textButton('Davos')]));
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    const submit = screen.getByText('Submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(Array.from(select.options).map((option) => option.text)).toEqual([
      'Select an option',
      'Zermatt',
      'Davos',
    ]);
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(backend.requests[0]).toMatchObject({ label: 'Davos' }));
  });

  it('shows an error for a choice whose buttons are not a list', async () => {
    renderMessage(choice('nope'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show choice message \(item\.payload\.buttons: /,
    );
  });
});
