import { describe, expect, it } from 'vitest';
import { render, screen } from '../../../../../test/render';
import { IndexingStatus } from './IndexingStatus';

describe('IndexingStatus', () => {
  it('says which document is being indexed, of how many, with a bar', () => {
    render(<IndexingStatus progress={{ state: 'indexing', done: 2, total: 12, updatedAt: 1 }} />);
    expect(screen.getByRole('status').textContent).toBe('Indexing 3 of 12 documents');
    expect(
      screen
        .getByRole('progressbar', { name: 'Indexing 3 of 12 documents' })
        .getAttribute('aria-valuenow'),
    ).toBe(String((2 / 12) * 100));
  });

  it('shows nothing once indexing is done, or before it ever ran', () => {
    const { rerender } = render(
      <IndexingStatus progress={{ state: 'indexing', done: 0, total: 1, updatedAt: 1 }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Indexing 1 of 1 document');
    rerender(<IndexingStatus progress={{ state: 'done', done: 1, total: 1, updatedAt: 2 }} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Indexing/)).toBeNull();
    rerender(<IndexingStatus progress={null} />);
    expect(screen.queryByText(/Indexing/)).toBeNull();
  });

  it('says why a run stopped', () => {
    render(
      <IndexingStatus
        progress={{
          state: 'error',
          done: 0,
          total: 0,
          updatedAt: 3,
          error: 'Indexing stopped: the server answered 503',
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('the server answered 503');
  });
});
