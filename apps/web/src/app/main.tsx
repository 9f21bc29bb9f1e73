// Owner app entry: query client, toasts, auth, the Buy Credits dialog and the router.
import { ToastProvider } from '@forms-engine/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { queryClient } from './lib/api.ts';
import { AuthProvider } from './lib/auth.tsx';
import { BuyCreditsProvider } from './lib/buy-credits.tsx';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <BuyCreditsProvider>
            <App />
          </BuyCreditsProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
