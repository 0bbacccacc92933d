// Share uses the Web Share API where there is one, else copies the
// link and says "Link copied". The browser APIs are stubbed (jsdom has neither).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { LINK_COPIED, ShareButton } from './share-button';

const post = {
  _id: 'post-1',
  title: 'Sunny room near the park',
  location: 'Lisbon, Portugal',
  rentAmount: 1234,
};
const url = `${window.location.origin}/details/post-1`;

/** Puts `value` on navigator as `name` for one test. */
function stubNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard']) {
    Reflect.deleteProperty(navigator, name);
  }
});

const shareButton = () => screen.getByRole('button', { name: 'Share' });

describe('ShareButton', () => {
  it('when the browser can share, then its share sheet gets the title, rent and location, and the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    renderWithApp(<ShareButton post={post} />, { withToaster: true });
    fireEvent.click(shareButton());
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Sunny room near the park',
        text: '$1,234/month · Lisbon, Portugal',
        url,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when the share sheet is closed without sharing, then nothing else happens', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    renderWithApp(<ShareButton post={post} />, { withToaster: true });
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
  });

  it('when the browser has no Web Share API, then the link is copied and "Link copied" is shown', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    renderWithApp(<ShareButton post={post} />, { withToaster: true });
    fireEvent.click(shareButton());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('when sharing is refused for another reason, then the link is copied instead', async () => {
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    renderWithApp(<ShareButton post={post} />, { withToaster: true });
    fireEvent.click(shareButton());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('when the link cannot be copied either, then the reader is told to copy it from the address bar', async () => {
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    renderWithApp(<ShareButton post={post} />, { withToaster: true });
    fireEvent.click(shareButton());
    expect(await screen.findByText(/Copy it from the address bar/)).toBeInTheDocument();
    expect(screen.queryByText(LINK_COPIED)).not.toBeInTheDocument();
  });
});
