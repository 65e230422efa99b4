import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from './query-client';

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Everything every screen needs: the data cache, the tooltip delays and the single toast region. */
export const AppProviders = ({ children, queryClient }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>{children}</TooltipProvider>
      <Toaster />
    </QueryClientProvider>
  );
};
