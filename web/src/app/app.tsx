import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';

export const router = createRouter();

export function App() {
  return (
    <AppProvider router={router}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
