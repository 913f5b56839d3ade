import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@cardbridge/web-kit';
import { Toaster } from '../components/toaster';
import { AppRoutes } from './app-routes';

/** The shell owns the QueryClient, the router and the toast viewport; remotes render inside. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
