import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

const option = (name: string) => ({ name, request: { type: 'text' } });
const multiSelect = (submitName = 'Submit:2') =>
  bot('MultiSelect', {
    buttons: [
      option('Wi-Fi'),
      option('Parking'),
      option('Sauna'),
      option('0'),
      option('Old:Disabled'),
      { name: submitName, request: { type: 'text', payload: 'amenities' } },
    ],
  });

afterEach(teardownChat);

describe('MultiSelect', () => {
  beforeEach(() => setupChat());

  it('offers every option but the submit button and hidden names', async () => {
    renderMessage(multiSelect());
    await screen.findByText('Wi-Fi');
    const chips = Array.from(document.querySelectorAll('.vg-chip')).map((chip) => chip.textContent);
    expect(chips).toEqual(['Wi-Fi', 'Parking', 'Sauna']);
    expect(screen.getByText('Submit')).toBeTruthy();
  });

  it('refuses more than the maximum from the last button name', async () => {
    renderMessage(multiSelect('Submit:2'));
    fireEvent.click(await screen.findByText('Wi-Fi'));
    fireEvent.click(screen.getByText('Parking'));
    fireEvent.click(screen.getByText('Sauna'));
    expect(chatStore.get().notice?.text).toBe('Maximum selection is 2 items.');
    expect(screen.getByText('Sauna').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Parking').getAttribute('aria-pressed')).toBe('true');
  });

  it('allows up to 99 when the last name has no number', async () => {
    renderMessage(multiSelect('Done'));
    for (const name of ['Wi-Fi', 'Parking', 'Sauna'])
      fireEvent.click(await screen.findByText(name));
    expect(chatStore.get().notice).toBeNull();
    expect(screen.getByText('Done')).toBeTruthy();
  });

  it('submits a VG_MultiSelect JSON through the last button request, then locks', async () => {
    const backend = setupChat();
    renderMessage(multiSelect());
    fireEvent.click(await screen.findByText('Sauna'));
    fireEvent.click(screen.getByText('Wi-Fi'));
    fireEvent.click(screen.getByText('Submit'));
    const request = backend.requests[0];
    expect(request).toMatchObject({ kind: 'action', label: 'Sauna, Wi-Fi' });
    const payload = JSON.parse((request as { request: { payload: string } }).request.payload);
    expect(payload).toEqual({
      type: 'VG_MultiSelect',
      selected: ['Sauna', 'Wi-Fi'],
      payload: 'amenities',
    });
    expect((screen.getByText('Submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByText('Cancel') as HTMLButtonElement).disabled).toBe(true);
  });

  it('cancel disables both buttons without sending anything', async () => {
    const backend = setupChat();
    renderMessage(multiSelect());
    fireEvent.click(await screen.findByText('Cancel'));
    expect(backend.requests).toEqual([]);
    expect((screen.getByText('Submit') as HTMLButtonElement).disabled).toBe(true);
    expect(chatStore.get().answered['0:0']).toBe(true);
  });

  it('shows an error for a multi-select without buttons', async () => {
    renderMessage(bot('MultiSelect', { buttons: [] }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show MultiSelect message \(item\.payload\.buttons/,
    );
  });
});
