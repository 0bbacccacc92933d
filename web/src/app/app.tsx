import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import type { createRouter } from '@/app/router';

export type Router = ReturnType<typeof createRouter>;

export function App({ router }: { router: Router }) {
  return (
    <AppProvider router={router}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
