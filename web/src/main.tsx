import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, tsr } from './api/client';
import { AppRoutes } from './app/router';
import { FeedbackProvider } from './components/feedback';
import { initI18n } from './i18n';
import './styles/fonts.css';
import './styles/tokens.css';

document.documentElement.dataset.flavour = import.meta.env.VITE_FLAVOUR;

const queryClient = createQueryClient();

const i18nReady = initI18n();

void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <FeedbackProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </FeedbackProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
