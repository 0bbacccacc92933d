import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl, UserAvatar } from './user-avatar';

const img = () => screen.getByRole('img', { name: 'Ada' });

describe('UserAvatar', () => {
  it('when the backend has a photo, then it is shown first', () => {
    render(
      <UserAvatar sources={['https://cdn.test/backend.jpg', 'https://g.test/p.jpg']} alt="Ada" />,
    );
    expect(img()).toHaveAttribute('src', 'https://cdn.test/backend.jpg');
  });

  it('when the backend photo is an upload, then its smallest WebP file is shown, falling back to the provider photo', () => {
    render(
      <UserAvatar sources={['/photos/AbCdEfGhIj0123456789', 'https://g.test/p.jpg']} alt="Ada" />,
    );
    expect(img()).toHaveAttribute('src', '/photos/AbCdEfGhIj0123456789/480.webp');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', 'https://g.test/p.jpg');
  });

  it('when there is no backend photo, then the provider photo is shown', () => {
    render(<UserAvatar sources={[null, 'https://g.test/p.jpg']} alt="Ada" />);
    expect(img()).toHaveAttribute('src', 'https://g.test/p.jpg');
  });

  it('when there is no photo at all, then the bundled placeholder is shown', () => {
    render(<UserAvatar sources={[null, undefined, '  ']} alt="Ada" />);
    expect(img()).toHaveAttribute('src', defaultAvatarUrl);
    expect(defaultAvatarUrl).not.toMatch(/^https?:/);
  });

  it('when photos fail to load, then it falls back along the chain to the placeholder', () => {
    render(
      <UserAvatar sources={['https://cdn.test/broken.jpg', 'https://g.test/gone.jpg']} alt="Ada" />,
    );
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', 'https://g.test/gone.jpg');
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', defaultAvatarUrl);
    fireEvent.error(img()); // the placeholder itself never loops
    expect(img()).toHaveAttribute('src', defaultAvatarUrl);
  });

  it('when the sources change after a failure, then the new first photo is tried again', () => {
    const { rerender } = render(<UserAvatar sources={['https://cdn.test/old.jpg']} alt="Ada" />);
    fireEvent.error(img());
    expect(img()).toHaveAttribute('src', defaultAvatarUrl);
    rerender(<UserAvatar sources={['https://cdn.test/new.jpg']} alt="Ada" />);
    expect(img()).toHaveAttribute('src', 'https://cdn.test/new.jpg');
  });
});
