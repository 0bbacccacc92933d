import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import NotFoundRoute from './not-found';

describe('NotFoundRoute', () => {
  it('when a path matches no page, then "Page not found" links back home', () => {
    renderWithApp(<NotFoundRoute />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
