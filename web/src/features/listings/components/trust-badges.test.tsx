// Trust badges: the details chips with their tooltips, the card's
// compact icons, and the owner's insight numbers.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { formatMemberSince } from '../utils/trust-badges';
import { tooltipCode } from './deferred-tooltip';
import { ListingStats } from './listing-stats';
import { TrustBadgeIcons } from './trust-badge-icons';
import { TrustBadges } from './trust-badges';

const ALL = {
  emailVerified: true,
  google: true,
  memberSince: '2024-03',
  phoneVerified: true,
  activeListings: 2,
  viewingsHeld: 1,
};

const TOOLTIPS = {
  'E-mail verified':
    'E-mail verified: this poster confirmed they control their e-mail address. Roomly does not check identity documents.',
  'Phone verified':
    'Phone verified: this poster confirmed a mobile number that no other Roomly account uses. Roomly never shows the number. Roomly does not check identity documents.',
  'Google account':
    "Google account: this poster signs in with Google. It doesn't tell you who they are: Roomly does not check identity documents.",
  'Member since March 2024':
    "Member since March 2024: when this poster's Roomly account was created. An older account is not a checked one: Roomly does not check identity documents.",
  '2 active listings':
    '2 active listings: how many listings this poster has on Roomly right now. Roomly does not check that the rooms exist or that the poster may let them.',
  'Viewings held: 1':
    'Viewings held: 1: different members, each verified and on Roomly for at least a day before booking, who met this poster at a viewing booked on Roomly (both said so; each member counts once). Always see the room before you pay anything.',
};

describe('TrustBadges', () => {
  it('when a poster has every badge, then the six show in order, each explained in a tooltip on hover and described to keyboard and screen-reader users', async () => {
    const user = userEvent.setup();
    renderWithApp(<TrustBadges poster={ALL} />);
    const list = screen.getByRole('list', { name: 'Trust badges' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(Object.keys(TOOLTIPS));

    // Before the visitor uses the page, no tooltip code: each badge carries its
    // text as the browser's tooltip and its description.
    for (const [label, tooltip] of Object.entries(TOOLTIPS)) {
      const chip = within(list).getByRole('img', { name: label });
      expect(chip).toHaveAttribute('title', tooltip);
      expect(chip).toHaveAccessibleDescription(tooltip);
    }
    // The first sign of use (here a key) brings Material UI's tooltips, which
    // take over each badge.
    const plainChips = within(list).getAllByRole('img');
    await user.keyboard('{Shift}');
    await act(() => tooltipCode.get());
    await waitFor(() => plainChips.forEach((chip) => expect(chip).not.toBeInTheDocument()));

    for (const [label, tooltip] of Object.entries(TOOLTIPS)) {
      const chip = within(list).getByText(label);
      await user.hover(chip);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
      await user.unhover(chip);
      await waitForNoTooltip();
    }

    // Keyboard and screen readers: each chip takes focus, is named by its short
    // label and described by the full text (browsers also open the tooltip on
    // keyboard focus; jsdom has no :focus-visible to trigger it).
    for (const [label, tooltip] of Object.entries(TOOLTIPS)) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      expect(focused).toHaveAccessibleName(label);
      expect(focused).toHaveAccessibleDescription(tooltip);
    }
  });

  it('when a poster has only some badges, then only those show; none at all renders nothing', () => {
    const { unmount } = renderWithApp(
      <TrustBadges
        poster={{
          emailVerified: true,
          google: false,
          memberSince: null,
          phoneVerified: false,
          activeListings: 1,
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Trust badges' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['E-mail verified', '1 active listing']);
    unmount();

    renderWithApp(
      <TrustBadges
        poster={{ emailVerified: false, google: false, memberSince: null, phoneVerified: false }}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Trust badges' })).not.toBeInTheDocument();
  });
});

describe('TrustBadgeIcons', () => {
  it("when a card shows a poster, then the four stored badges are named icons with the full text as the browser's tooltip, and no count", () => {
    renderWithApp(<TrustBadgeIcons poster={ALL} />);
    const icons = screen.getAllByRole('img');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'E-mail verified',
      'Phone verified',
      'Google account',
      'Member since March 2024',
    ]);
    for (const icon of icons) {
      expect(icon).toHaveAttribute(
        'title',
        TOOLTIPS[icon.getAttribute('aria-label') as keyof typeof TOOLTIPS],
      );
    }
    expect(screen.queryByRole('img', { name: /active listing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Viewings held/ })).not.toBeInTheDocument();
  });

  it('when a listing has no badges (or predates them), then nothing is shown', () => {
    const { container } = renderWithApp(
      <TrustBadgeIcons
        poster={{ emailVerified: false, google: false, memberSince: null, phoneVerified: false }}
      />,
    );
    expect(container.querySelector('[role="img"]')).toBeNull();
  });
});

describe('formatMemberSince', () => {
  it('when the stored month is valid, then it reads "Month Year" whatever the time zone; otherwise nothing', () => {
    expect(formatMemberSince('2024-01')).toBe('January 2024');
    expect(formatMemberSince('2025-12')).toBe('December 2025');
    for (const bad of [null, undefined, '', '2024-13', '2024-00', '2024-3', 'March 2024']) {
      expect(formatMemberSince(bad)).toBeNull();
    }
  });
});

describe('ListingStats', () => {
  it("when the owner's stats arrive, then views, likes and conversations show with their numbers", () => {
    renderWithApp(
      <ListingStats stats={{ views: 12, likes: 3, conversations: 1 }} title="Sunny room" />,
    );
    const stats = screen.getByLabelText('Insight for Sunny room');
    const terms = within(stats)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(stats)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Views', 'Likes', 'Conversations']);
    expect(values).toEqual(['12', '3', '1']);
  });

  it('when the answer has no stats (not the owner), then nothing shows', () => {
    const { container } = renderWithApp(<ListingStats stats={undefined} title="Sunny room" />);
    expect(container.querySelector('dl')).toBeNull();
  });
});

const waitForNoTooltip = () =>
  waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
