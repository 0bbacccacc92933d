import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import { LifestyleMatch } from './lifestyle-match';

const signedIn = (lifestyle: string[]) => ({
  session: { user: { ...testUser, lifestyle }, loading: false },
});

describe('LifestyleMatch', () => {
  it('when a signed-in user has a lifestyle, then the card says how many of theirs match', () => {
    renderWithApp(
      <LifestyleMatch preferences={['pets', 'quiet', 'smoking']} />,
      signedIn(['quiet', 'earlyBird', 'pets']),
    );
    expect(screen.getByText('Matches 2 of 3 of your preferences')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Matching preferences' })).not.toBeInTheDocument();
  });

  it('when detailed, then the matching preferences are listed by name', () => {
    renderWithApp(
      <LifestyleMatch preferences={['pets', 'quiet']} detailed />,
      signedIn(['quiet', 'pets', 'social']),
    );
    const list = screen.getByRole('list', { name: 'Matching preferences' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pets Allowed', 'Quiet Environment']);
  });

  it('when the reader owns the listing, then no match line is shown', () => {
    const { container } = renderWithApp(
      <LifestyleMatch preferences={['pets', 'quiet']} owner detailed />,
      signedIn(['quiet', 'pets']),
    );
    expect(container).not.toHaveTextContent('Matches');
  });

  it('when the listing names no lifestyle preferences, then no match line is shown', () => {
    const { container } = renderWithApp(
      <LifestyleMatch preferences={[]} />,
      signedIn(['quiet', 'pets']),
    );
    expect(container).not.toHaveTextContent('Matches');
  });

  it('when the user has no lifestyle set, then nothing is shown', () => {
    const { container } = renderWithApp(<LifestyleMatch preferences={['pets']} />, signedIn([]));
    expect(container).not.toHaveTextContent('Matches');
  });

  it('when nobody is signed in, then nothing is shown', () => {
    const { container } = renderWithApp(<LifestyleMatch preferences={['pets']} />);
    expect(container).not.toHaveTextContent('Matches');
  });
});
