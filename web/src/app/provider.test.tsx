import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { startServer } from '@/testing/local-server';
import { createTestQueryClient } from '@/testing/test-utils';
import { AppProvider } from './provider';

let server: Awaited<ReturnType<typeof startServer>>;
const originalBase = env.apiBaseUrl;

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Invalid token' }));
  });
  env.apiBaseUrl = server.url;
});
afterAll(async () => {
  env.apiBaseUrl = originalBase;
  await server.close();
});

describe('AppProvider', () => {
  it('when the API answers 401, then it says so and opens the login page remembering where the user was', async () => {
    const router = createMemoryRouter(
      [
        { path: '/my-listings', element: <h1>My listings</h1> },
        { path: '/auth/login', element: <h1>Login page</h1> },
      ],
      { initialEntries: ['/my-listings?page=2'] },
    );
    render(
      <AppProvider router={router} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await act(() => apiRequest('/posts', { auth: 'none' }).catch(() => {}));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/my-listings?page=2' });
    expect(
      await screen.findByText('Authentication failed. Please log in again.'),
    ).toBeInTheDocument();
  });
});
