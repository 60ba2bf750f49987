import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { tsr } from '../api/client';
import { FeedbackProvider } from '../components/feedback';
import { UpdatePrompt } from '../pwa/update-prompt';
import { AppRoutes } from './router';

/**
 * The whole app under a router of the caller's choice: the browser's history in `main.tsx`, a fixed
 * location when the build pre-renders a public page (`prerender.tsx`).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (app: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <FeedbackProvider>
            {router(<AppRoutes />)}
            <UpdatePrompt />
          </FeedbackProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
