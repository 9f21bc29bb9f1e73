// The owner app's whole tree (query client, toasts, auth, the Buy Credits dialog, the router): one definition for
// the browser (main.tsx) and the build-time prerender of the landing page (prerender.tsx), so they cannot differ.
import { ToastProvider } from '@forms-engine/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { queryClient } from './lib/api.ts';
import { AuthProvider } from './lib/auth.tsx';
import { BuyCreditsProvider } from './lib/buy-credits.tsx';

/** `ssrPath` is the page to render when there is no browser location (the build's prerender); unset in the browser. */
export function AppRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AuthProvider>
              <BuyCreditsProvider>
                <App />
              </BuyCreditsProvider>
            </AuthProvider>
          </ToastProvider>
        </QueryClientProvider>
      </Router>
    </StrictMode>
  );
}
