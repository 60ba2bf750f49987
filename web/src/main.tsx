import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, tsr } from './api/client';
import { App } from './app/App';
import './styles/tokens.css';

document.documentElement.dataset.flavour = import.meta.env.VITE_FLAVOUR;

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <App />
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  </StrictMode>,
);
