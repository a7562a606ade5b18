import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

const options = [
  {
    label: 'Switzerland',
    value: 'ch',
    buttons: [
      { label: 'Zermatt', value: 'zermatt' },
      { label: 'Davos', value: 'davos' },
    ],
  },
  { label: 'Iceland', value: 'is' },
];

afterEach(teardownChat);

describe('MultiDropdown', () => {
  beforeEach(() => setupChat());

  it('opens the next level for an option with nested options and submits the path', async () => {
    const backend = setupChat();
    renderMessage(bot('MultiDropdown', { buttons: options }));
    const first = (await screen.findAllByRole('combobox'))[0]!;
    const submit = screen.getByText('Submit') as HTMLButtonElement;
    fireEvent.change(first, { target: { value: '0' } });
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getAllByRole('combobox')[1]!, { target: { value: '1' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(backend.requests[0]).toEqual({
      kind: 'action',
      request: { type: 'text', payload: 'Switzerland › Davos' },
      label: 'Switzerland › Davos',
      variables: { multiDropdown: ['ch', 'davos'] },
    });
  });

  it('a leaf option on the first level can be submitted at once', async () => {
    const backend = setupChat();
    renderMessage(bot('MultiDropdown', { buttons: options }));
    fireEvent.change((await screen.findAllByRole('combobox'))[0]!, { target: { value: '1' } });
    fireEvent.click(screen.getByText('Submit'));
    expect(backend.requests[0]).toMatchObject({ variables: { multiDropdown: ['is'] } });
  });

  it('is read-only in an older turn', async () => {
    renderMessage(bot('MultiDropdown', { buttons: options }), { isLatest: false });
    expect(((await screen.findAllByRole('combobox'))[0] as HTMLSelectElement).disabled).toBe(true);
  });

  it.each([
    ['options without values', { buttons: [{ label: 42 }] }],
    ['no options', { buttons: [] }],
    ['no payload', undefined],
  ])('shows "Something went wrong!" for %s', async (_name, payload) => {
    renderMessage(bot('MultiDropdown', payload));
    expect((await screen.findByText('Something went wrong!')).className).toBe('vg-message-error');
  });
});
