import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import type { FixtureBackend } from '../dev/fixtureBackend';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

let backend: FixtureBackend;
beforeEach(() => {
  backend = setupChat({ owner: true });
});
afterEach(teardownChat);

describe('Debug', () => {
  it('previews the first 100 characters and expands to the tool call', async () => {
    const long = `${'a'.repeat(100)}TAIL`;
    const { container } = renderMessage(
      bot('debug-tool', { message: long, toolName: 'lookup', toolInput: { id: 7 } }),
    );
    const summary = (await screen.findByText('lookup')).closest('summary')!;
    expect(summary.textContent).toBe(`lookup ${'a'.repeat(100)}`);
    expect(container.querySelector('.vg-debug-text')?.textContent).toBe(long);
    expect(JSON.parse(container.querySelector('.vg-debug-input')!.textContent!)).toEqual({ id: 7 });
  });

  it('labels a debug message without a tool as Debug', async () => {
    renderMessage(bot('debug', { message: 'short' }));
    expect((await screen.findByText('Debug')).closest('summary')?.textContent).toBe('Debug short');
  });

  it('shows an error for a debug message whose text is not a string', async () => {
    renderMessage(bot('debug-x', { message: 5 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Cannot show debug message/);
  });

  it('runs a tool call again through the server and shows what it answered', async () => {
    const { container } = renderMessage(
      bot('debug-tool', {
        message: 'called',
        toolName: 'Order status',
        toolInput: { orderId: '12' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Run again' }));
    expect(backend.reruns).toEqual([{ toolName: 'Order status', toolInput: { orderId: '12' } }]);
    await screen.findByText(/^200 /);
    expect(container.querySelector('.vg-debug-rerun pre')?.textContent).toContain('"orderId":"12"');
  });

  it('offers no rerun for the node flow’s own entries', async () => {
    renderMessage(
      bot('debug', { message: 'Node "A"', toolName: 'node', toolInput: { nodeId: 'a' } }),
    );
    await screen.findByText('node');
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
  });
});
