import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../../test/render';
import { AddSourceForm } from './AddSourceForm';

describe('AddSourceForm', () => {
  it('needs a name and content', async () => {
    const onAddText = vi.fn().mockResolvedValue(undefined);
    render(<AddSourceForm onAddText={onAddText} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Please enter a document name')).toBeTruthy();
    expect(screen.getByText('Please enter the document content')).toBeTruthy();
    expect(onAddText).not.toHaveBeenCalled();
  });

  it('adds a text source with an 8-line editor', async () => {
    const onAddText = vi.fn().mockResolvedValue(undefined);
    render(<AddSourceForm onAddText={onAddText} />);
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).rows).toBe(8);
    fireEvent.change(screen.getByLabelText('Document name'), { target: { value: ' Hours ' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Open 9-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await waitFor(() => expect(onAddText).toHaveBeenCalledWith('Hours', 'Open 9-5'));
  });

  it('shows File and URL(s) tabs', () => {
    render(<AddSourceForm onAddText={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'File' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'URL(s)' })).toBeTruthy();
  });
});
