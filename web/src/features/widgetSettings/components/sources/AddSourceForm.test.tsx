import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../../test/render';
import { AddSourceForm, type AddSourceHandlers } from './AddSourceForm';

function handlers(overrides: Partial<AddSourceHandlers> = {}): AddSourceHandlers {
  return {
    onAddText: vi.fn().mockResolvedValue(true),
    onAddFile: vi.fn().mockResolvedValue(true),
    onAddUrls: vi.fn().mockResolvedValue([]),
    ...overrides,
  };
}

describe('AddSourceForm', () => {
  it('needs a name and content', async () => {
    const props = handlers();
    render(<AddSourceForm {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Please enter a document name')).toBeTruthy();
    expect(screen.getByText('Please enter the document content')).toBeTruthy();
    expect(props.onAddText).not.toHaveBeenCalled();
  });

  it('adds a text source with an 8-line editor', async () => {
    const props = handlers();
    render(<AddSourceForm {...props} />);
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).rows).toBe(8);
    fireEvent.change(screen.getByLabelText('Document name'), { target: { value: ' Hours ' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Open 9-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await waitFor(() => expect(props.onAddText).toHaveBeenCalledWith('Hours', 'Open 9-5', []));
  });

  it('keeps the text when adding failed', async () => {
    const props = handlers({ onAddText: vi.fn().mockResolvedValue(false) });
    render(<AddSourceForm {...props} />);
    fireEvent.change(screen.getByLabelText('Document name'), { target: { value: 'Hours' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Open 9-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await waitFor(() => expect(props.onAddText).toHaveBeenCalled());
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Open 9-5');
  });

  it('asks for a file of a kind the server reads', async () => {
    const props = handlers();
    render(<AddSourceForm {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'File' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Choose a file to add')).toBeTruthy();
    expect(screen.getByText('PDF, DOCX, TXT, Markdown, CSV or HTML, up to 10 MB')).toBeTruthy();
    expect(props.onAddFile).not.toHaveBeenCalled();
  });

  it('crawls a whole site with a refresh rate, and lists the URLs left out', async () => {
    const props = handlers({
      onAddUrls: vi.fn().mockResolvedValue([
        {
          url: 'https://shop.example/private/',
          reason:
            "The site's robots.txt asks crawlers not to read https://shop.example/private/, so it was left out.",
        },
      ]),
    });
    render(<AddSourceForm {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'URL(s)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('Enter at least one URL')).toBeTruthy();
    fireEvent.click(screen.getByText('Whole site (sitemap)'));
    fireEvent.change(screen.getByLabelText('Website address'), {
      target: { value: ' https://shop.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await waitFor(() =>
      expect(props.onAddUrls).toHaveBeenCalledWith({
        crawl: 'sitemap',
        urls: ['https://shop.example'],
        refreshRate: 'never',
        tags: [],
      }),
    );
    expect(await screen.findByText('1 URL(s) were left out')).toBeTruthy();
    expect(screen.getByText(/robots\.txt asks crawlers not to read/)).toBeTruthy();
  });

  it('sends a list of pages, one per line', async () => {
    const props = handlers();
    render(<AddSourceForm {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: 'URL(s)' }));
    fireEvent.change(screen.getByLabelText('URLs, one per line'), {
      target: { value: 'https://a.example/x\n\n  https://a.example/y  \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await waitFor(() =>
      expect(props.onAddUrls).toHaveBeenCalledWith(
        expect.objectContaining({
          crawl: 'pages',
          urls: ['https://a.example/x', 'https://a.example/y'],
        }),
      ),
    );
  });
});
