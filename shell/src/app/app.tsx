import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@cardbridge/web-kit';
import { Toaster } from '../components/toaster';
import { useRemotePrefetch } from '../early/use-remote-prefetch';
import { AppRoutes } from './app-routes';

function RemotePrefetch() {
  useRemotePrefetch(__FEDERATION_ENABLED__);
  return null;
}

/** The shell owns the QueryClient, the router and the toast viewport; remotes render inside. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <RemotePrefetch />
      <Toaster />
    </QueryClientProvider>
  );
}
