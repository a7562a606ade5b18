import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Jsx', () => {
  it('shows the markup sanitised, with className as class', async () => {
    const { container } = renderMessage(
      bot('jsx', {
        jsx: '<div className="promo" onclick="steal()"><b>Deal</b><script>x()</script><style>*{}</style></div>',
      }),
    );
    expect(await screen.findByText('Deal')).toBeTruthy();
    const promo = container.querySelector('.promo')!;
    expect(promo.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('script, style')).toBeNull();
  });

  it('shows an error for a jsx message without markup', async () => {
    renderMessage(bot('jsx', {}));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot show jsx message (no markup)',
    );
  });
});
