import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../test/render';
import { useHiddenTabsStore } from '../../store/hiddenTabs';
import { STORAGE_KEYS } from '../../store/storageKeys';
import { CustomizeTabsMenu } from './CustomizeTabsMenu';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'tools', label: 'Tools' },
  { value: 'settings', label: 'Settings' },
];

describe('CustomizeTabsMenu', () => {
  beforeEach(() => useHiddenTabsStore.setState({ byUser: { other: ['settings'] } }));

  it('hides and shows tabs for the signed-in user only, remembered on the device', async () => {
    render(<CustomizeTabsMenu uid="owner1" tabs={TABS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Customize tabs' }));
    expect(await screen.findByRole('checkbox', { name: 'Overview' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tools' }));
    expect(useHiddenTabsStore.getState().byUser).toEqual({
      owner1: ['tools'],
      other: ['settings'],
    });
    expect(localStorage.getItem(STORAGE_KEYS.hiddenTabs)).toContain('"owner1":["tools"]');
    expect(screen.getByRole('checkbox', { name: 'Tools' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tools' }));
    expect(useHiddenTabsStore.getState().byUser.owner1).toEqual([]);
  });
});
