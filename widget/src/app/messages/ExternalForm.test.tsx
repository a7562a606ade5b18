import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore } from '../store/chatStore';
import { bot, FAKE_TIMEOUTS, renderKind, setupChat, teardownChat } from '../test-utils/chatHarness';
import { ExternalForm } from './ExternalForm';

const form = {
  title: 'Booking request',
  fields: [
    { id: 'name', label: 'Full name', type: 'SHORT_ANSWER', required: true },
    { id: 'mail', label: 'E-mail:email', type: 'SHORT_ANSWER' },
    { id: 'phone', label: 'Phone:tel', type: 'SHORT_ANSWER' },
    { id: 'room', label: 'Room', type: 'RADIO', required: true, options: ['Single', 'Double'] },
    { id: 'extras', label: 'Extras', type: 'CHECKBOX', options: ['Breakfast', 'Parking'] },
    { id: 'grid', label: 'Rate', type: 'RADIO_GRID', rows: ['Food', 'Room'], options: ['1', '2'] },
  ],
};

afterEach(() => {
  teardownChat();
  vi.useRealTimers();
});

describe('ExternalForm (GoogleForm)', () => {
  it('renders each field type with typed inputs from the label suffix', () => {
    setupChat();
    renderKind(ExternalForm, bot('GoogleForm', form));
    expect(screen.getByText('Booking request')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Phone/).getAttribute('type')).toBe('tel');
    expect(screen.getAllByRole('radio')).toHaveLength(2 + 4);
    expect(screen.getByLabelText('Food 2')).toBeTruthy();
  });

  it('asks for required fields on submit and marks unanswered radios', () => {
    const backend = setupChat();
    renderKind(ExternalForm, bot('GoogleForm', form));
    fireEvent.click(screen.getByText('Submit'));
    expect(chatStore.get().notice?.text).toBe('Please push required fields');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it('checks an e-mail field 2 s after typing stops', async () => {
    vi.useFakeTimers(FAKE_TIMEOUTS);
    setupChat();
    renderKind(ExternalForm, bot('GoogleForm', form));
    fireEvent.input(screen.getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.queryByText('Please input a valid email.')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Please input a valid email.')).toBeTruthy();
  });

  it('sends the answers as JSON on VGVF_Channel, hidden from the chat, without empty lists', () => {
    const backend = setupChat();
    renderKind(ExternalForm, bot('GoogleForm', { ...form, form_id: 'f1' }));
    fireEvent.input(screen.getByLabelText(/^Full name/), { target: { value: 'Dana' } });
    fireEvent.click(screen.getByLabelText('Double'));
    fireEvent.click(screen.getByLabelText('Breakfast'));
    fireEvent.click(screen.getByLabelText('Breakfast'));
    fireEvent.click(screen.getByText('Submit'));
    const request = backend.requests[0] as { request: { type: string; payload: string } };
    expect(request.request.type).toBe('VGVF_Channel');
    expect(JSON.parse(request.request.payload)).toEqual({
      formId: 'f1',
      title: 'Booking request',
      answers: { name: 'Dana', room: 'Double' },
    });
    expect(chatStore.get().turns.at(-1)?.messages[0]?.type).toBe('VGVF_Channel');
  });

  it('loads a form by form_id', async () => {
    setupChat();
    renderKind(ExternalForm, bot('GoogleForm', { form_id: 'abc' }));
    expect(screen.getByText('Loading form…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Form abc')).toBeTruthy());
    expect(screen.getByLabelText(/Your question/).tagName).toBe('TEXTAREA');
  });

  it('shows an error for a form with neither fields nor form_id, or a bad field type', () => {
    setupChat();
    renderKind(ExternalForm, bot('GoogleForm', { title: 'empty' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Cannot show GoogleForm message (no fields or form_id)',
    );
    cleanup();
    renderKind(
      ExternalForm,
      bot('GoogleForm', { fields: [{ id: 'x', label: 'X', type: 'COLOR' }] }),
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /Cannot show GoogleForm message \(item\.payload\.fields\.0\.type/,
    );
  });

  it('renders long answers, dates, dropdowns, linear scales and checkbox grids', () => {
    const backend = setupChat();
    renderKind(
      ExternalForm,
      bot('GoogleForm', {
        fields: [
          { id: 'note', label: 'Notes', type: 'LONG_ANSWER' },
          { id: 'day', label: 'Arrival', type: 'DATE', required: true },
          { id: 'size', label: 'Party', type: 'DROPDOWN', options: ['1', '2', '3'] },
          { id: 'score', label: 'Score', type: 'LINEAR', required: true },
          {
            id: 'likes',
            label: 'Likes',
            type: 'CHECKBOX_GRID',
            required: true,
            rows: ['Lake', 'Food'],
            options: ['Yes', 'No'],
          },
        ],
      }),
    );
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/^Arrival/).getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Party').tagName).toBe('SELECT');
    // A linear scale without options runs 1 to 5.
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      ' 1',
      ' 2',
      ' 3',
      ' 4',
      ' 5',
    ]);
    fireEvent.input(screen.getByLabelText(/^Arrival/), { target: { value: '2026-07-01' } });
    fireEvent.click(screen.getByText('Submit'));
    expect(screen.getByText('This field is required')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio')[3]!);
    fireEvent.click(screen.getByLabelText('Lake Yes'));
    fireEvent.click(screen.getByLabelText('Lake No'));
    // One grid line answered of two: still missing.
    fireEvent.click(screen.getByText('Submit'));
    expect(chatStore.get().notice?.text).toBe('Please push required fields');
    fireEvent.click(screen.getByLabelText('Food No'));
    fireEvent.change(screen.getByLabelText('Party'), { target: { value: '2' } });
    fireEvent.click(screen.getByText('Submit'));
    const request = backend.requests[0] as { request: { payload: string } };
    expect(JSON.parse(request.request.payload).answers).toEqual({
      day: '2026-07-01',
      score: '4',
      likes: ['Yes, No', 'No'],
      size: '2',
    });
  });

  it('uploads file fields: pictures up to 5 MB, other files up to 10 MB', async () => {
    const backend = setupChat({ replyDelayMs: 4 });
    const { container } = renderKind(
      ExternalForm,
      bot('GoogleForm', {
        fields: [
          { id: 'pic', label: 'Photo of the damage VG_FileUpload', type: 'SHORT_ANSWER' },
          { id: 'doc', label: 'Invoice VG_FileUpload', type: 'SHORT_ANSWER', required: true },
        ],
      }),
    );
    const [picture, document] = [...container.querySelectorAll('input[type=file]')];
    expect(picture?.getAttribute('accept')).toBe('image/*');
    expect(document?.getAttribute('accept')).toBeNull();
    const sized = (name: string, bytes: number) => {
      const file = new File(['x'], name);
      Object.defineProperty(file, 'size', { value: bytes });
      return file;
    };
    fireEvent.change(picture!, { target: { files: [sized('dent.png', 6_000_000)] } });
    expect(chatStore.get().notice?.text).toBe('Max size: 5 MBs');
    fireEvent.change(document!, { target: { files: [sized('invoice.pdf', 10_000_001)] } });
    expect(chatStore.get().notice?.text).toBe('Max size: 10 MBs');
    fireEvent.change(document!, { target: { files: [sized('invoice.pdf', 6_000_000)] } });
    await waitFor(() => expect(screen.getByText('/widget/dev/fixtures/invoice.pdf')).toBeTruthy());
    fireEvent.click(screen.getByText('Submit'));
    const request = backend.requests[0] as { request: { payload: string } };
    expect(JSON.parse(request.request.payload).answers).toEqual({
      doc: '/widget/dev/fixtures/invoice.pdf',
    });
  });
});
