import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer, MultiSelect, Select } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '../../test/render';

/** A click on a field, which also takes the focus (fireEvent.click alone does not move it). */
const clickField = (field: HTMLElement) => {
  field.focus();
  fireEvent.click(field);
};

/** A key pressed where the focus is, as a keyboard would (the drawer listens on the window). */
const press = (key: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, code: key });

/** The drawer open, with its own first focus given (the focus trap moves it there a moment after opening). */
async function renderDrawer() {
  render(<DrawerWithLists />);
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Add User' }).contains(document.activeElement)).toBe(
      true,
    ),
  );
}

function DrawerWithLists() {
  const [opened, setOpened] = useState(true);
  return (
    <Drawer opened={opened} onClose={() => setOpened(false)} title="Add User">
      <Select
        label="Region"
        data={['Europe', 'North America', 'Asia']}
        defaultValue="North America"
      />
      <MultiSelect label="Agents" data={['Northwind Helpdesk', 'Acme Support']} searchable />
    </Drawer>
  );
}

/**
 * The dashboard's lists as a keyboard and a screen reader meet them, in the
 * theme: Mantine's default of a list kept mounted (hidden) while closed is
 * what lets it know the list before it opens. With the list mounted only on
 * opening, the field pointed at no list on its first opening, and the arrow
 * key that opens it highlighted the first option instead of the current one.
 */
describe('lists in a drawer', () => {
  it('the arrow key opens the list on the current choice, the field points at the list, Enter picks', async () => {
    await renderDrawer();
    const region = screen.getByRole('textbox', { name: 'Region' });
    region.focus();
    press('ArrowDown');
    const list = screen.getByRole('listbox');
    expect(region.getAttribute('aria-controls')).toBe(list.id);
    const current = screen.getByRole('option', { name: 'North America' });
    await waitFor(() => expect(region.getAttribute('aria-activedescendant')).toBe(current.id));
    press('ArrowDown');
    const next = screen.getByRole('option', { name: 'Asia' });
    await waitFor(() => expect(region.getAttribute('aria-activedescendant')).toBe(next.id));
    press('Enter');
    expect((region as HTMLInputElement).value).toBe('Asia');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(region.getAttribute('aria-controls')).toBeNull();
  });

  it('Escape in an open list closes the list, and only the next Escape the drawer', async () => {
    await renderDrawer();
    clickField(screen.getByRole('textbox', { name: 'Region' }));
    expect(screen.getByRole('option', { name: 'Europe' })).toBeTruthy();
    press('Escape');
    expect(screen.queryByRole('option', { name: 'Europe' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeTruthy();
    press('Escape');
    expect(screen.queryByRole('dialog', { name: 'Add User' })).toBeNull();
  });

  it('a MultiSelect pick by mouse, then Escape: the pick and the drawer stay', async () => {
    await renderDrawer();
    clickField(screen.getByRole('textbox', { name: 'Agents' }));
    fireEvent.click(screen.getByRole('option', { name: 'Northwind Helpdesk' }));
    press('Escape');
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeTruthy();
    const picked = screen
      .getAllByText('Northwind Helpdesk')
      .filter((element) => element.closest('.mantine-Pill-root'));
    expect(picked).toHaveLength(1);
  });
});
