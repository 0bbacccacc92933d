import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { Footer } from './footer';

describe('Footer', () => {
  it('when rendered, then it has the brand, quick links, contact, named social links and this year', () => {
    renderWithApp([{ path: '*', element: <Footer /> }]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Roomly')).toBeInTheDocument();

    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Add Listing', '/find-roommate'],
      ['Browse Listings', '/browse-listings'],
      ['My Listings', '/my-listings'],
      ['Safety Tips', '/safety'],
    ]);

    expect(within(footer).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@roomly.app' })).toHaveAttribute(
      'href',
      'mailto:support@roomly.app',
    );
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      const link = within(footer).getByRole('link', {
        name: `Roomly on ${name} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Roomly. All rights reserved.`);
  });
});
