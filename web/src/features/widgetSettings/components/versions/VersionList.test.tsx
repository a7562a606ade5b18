import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import type { Backup } from '@vg/common';
import { fireEvent, render, screen, within } from '../../../../../test/render';
import { VersionList } from './VersionList';

const backup = (id: string, createdAt: number, name: string): Backup => ({
  id,
  createdAt,
  agentTemplate: { name, agentData: { ID: 'agent1' } },
});

const older = backup('b1', 1_700_000_000, 'First try');
const newer = backup('b2', 1_700_000_600, 'Second try');

describe('VersionList', () => {
  it('shows loading, error and empty states with the spec texts', () => {
    const { rerender } = render(
      <VersionList
        state={{ status: 'error' }}
        onRevert={vi.fn()}
        onDownload={vi.fn()}
        reverting={null}
      />,
    );
    expect(screen.getByText('Error loading backups.')).toBeTruthy();
    rerender(
      <VersionList
        state={{ status: 'ready', backups: [] }}
        onRevert={vi.fn()}
        onDownload={vi.fn()}
        reverting={null}
      />,
    );
    expect(screen.getByText('No backups found.')).toBeTruthy();
  });

  it('lists newest first, tags it Latest and shows both time formats', () => {
    render(
      <VersionList
        state={{ status: 'ready', backups: [older, newer] }}
        onRevert={vi.fn()}
        onDownload={vi.fn()}
        reverting={null}
      />,
    );
    const items = screen.getAllByTestId('version-item');
    expect(within(items[0]!).getByText('Second try')).toBeTruthy();
    expect(within(items[0]!).getByText('Latest')).toBeTruthy();
    expect(within(items[1]!).queryByText('Latest')).toBeNull();
    const stamp = dayjs.unix(newer.createdAt).format('DD/MM/YYYY HH:mm:ss');
    expect(
      within(items[0]!).getByText(new RegExp(`ago · ${stamp.replace(/\//g, '\\/')}`)),
    ).toBeTruthy();
  });

  it('reverts only on the second press of the same item; clicking elsewhere disarms', () => {
    const onRevert = vi.fn();
    render(
      <VersionList
        state={{ status: 'ready', backups: [older, newer] }}
        onRevert={onRevert}
        onDownload={vi.fn()}
        reverting={null}
      />,
    );
    const [first, second] = screen.getAllByTestId('version-item');
    fireEvent.click(within(first!).getByRole('button', { name: 'Revert' }));
    expect(within(first!).getByRole('button', { name: 'Confirm Revert?' })).toBeTruthy();
    expect(onRevert).not.toHaveBeenCalled();

    // Pressing another item moves the arming there instead of reverting.
    fireEvent.click(within(second!).getByRole('button', { name: 'Revert' }));
    expect(within(first!).getByRole('button', { name: 'Revert' })).toBeTruthy();
    expect(onRevert).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('version-list'));
    expect(within(second!).getByRole('button', { name: 'Revert' })).toBeTruthy();

    fireEvent.click(within(first!).getByRole('button', { name: 'Revert' }));
    fireEvent.click(within(first!).getByRole('button', { name: 'Confirm Revert?' }));
    expect(onRevert).toHaveBeenCalledExactlyOnceWith(newer);
  });

  it('downloads a version', () => {
    const onDownload = vi.fn();
    render(
      <VersionList
        state={{ status: 'ready', backups: [older] }}
        onRevert={vi.fn()}
        onDownload={onDownload}
        reverting={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download version' }));
    expect(onDownload).toHaveBeenCalledWith(older);
  });
});
