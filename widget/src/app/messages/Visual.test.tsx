import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bot, renderMessage, setupChat, teardownChat } from '../test-utils/chatHarness';

beforeEach(() => setupChat());
afterEach(teardownChat);

describe('Visual', () => {
  it('shows the image, linked to its full size', async () => {
    const { container } = renderMessage(bot('visual', { image: 'https://img.test/lake.png' }));
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.test/lake.png');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://img.test/lake.png');
  });

  it('shows the placeholder until the image has loaded', async () => {
    const { container } = renderMessage(
      bot(
        'visual',
        { image: 'https://img.test/big.png' },
        { placeholderImage: 'https://img.test/tiny.png' },
      ),
    );
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const [placeholder, image] = Array.from(container.querySelectorAll('img'));
    expect(placeholder?.getAttribute('src')).toBe('https://img.test/tiny.png');
    expect(image?.hidden).toBe(true);
    fireEvent.load(image!);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.hidden).toBe(false);
  });

  it('says the image is unavailable when it fails to load', async () => {
    const { container } = renderMessage(bot('visual', { image: 'https://img.test/gone.png' }));
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Image unavailable')).toBeTruthy();
  });

  it('shows an error for a visual message without an image', async () => {
    renderMessage(bot('visual', { message: 'no image' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Cannot show visual message \(item\.payload\.image/,
    );
  });
});
