import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '../../../../test/render';
import { agentPageEntries } from '../helpers/searchAgentPages';
import { AgentSearchBox } from './AgentSearch';

const entries = agentPageEntries([
  { ID: 'a1', title: 'Dental Receptionist' },
  { ID: 'a2', title: 'Pizza Order Bot' },
]);

describe('AgentSearchBox', () => {
  it('shows Searching... during the debounce, then labelled suggestions', async () => {
    render(<AgentSearchBox entries={entries} onPick={vi.fn()} />);
    const box = screen.getByLabelText('Search agent pages');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pizza' } });
    expect(screen.getByText('Searching...')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[0]!.textContent).toContain('Pizza Order Bot');
    expect(options[0]!.textContent).toMatch(/Strong match|Good match|Possible match/);
  });

  it('says No results found for nonsense', async () => {
    render(<AgentSearchBox entries={entries} onPick={vi.fn()} />);
    const box = screen.getByLabelText('Search agent pages');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'qqzzxx' } });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('picks a suggestion on click', async () => {
    const onPick = vi.fn();
    render(<AgentSearchBox entries={entries} onPick={onPick} />);
    const box = screen.getByLabelText('Search agent pages');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'dental' } });
    const option = await screen.findAllByRole('option');
    fireEvent.click(option[0]!);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ agentId: 'a1' }));
  });

  it('opens a single strong match by itself', async () => {
    const onPick = vi.fn();
    render(<AgentSearchBox entries={entries} onPick={onPick} />);
    // Let the one-second guard after the (initial) page change pass.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const box = screen.getByLabelText('Search agent pages');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Pizza Order Bot Settings' } });
    await waitFor(
      () =>
        expect(onPick).toHaveBeenCalledWith(
          expect.objectContaining({ agentId: 'a2', pagePath: 'settings' }),
        ),
      {
        timeout: 2000,
      },
    );
  });
});
