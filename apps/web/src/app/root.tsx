// The owner app's whole tree (query client, toasts, auth, the Buy Credits dialog, the router): one definition for
// the browser (main.tsx) and the build-time prerender of the landing page (prerender.tsx), so they cannot differ.
import { ToastProvider } from '@forms-engine/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { I18nProvider } from './i18n/i18n.tsx';
import type { OwnerLanguage } from './i18n/languages.ts';
import { queryClient } from './lib/api.ts';
import { AuthProvider } from './lib/auth.tsx';
import { BuyCreditsProvider } from './lib/buy-credits.tsx';

/**
 * `ssrPath` is the page to render when there is no browser location (the build's prerender); unset in the browser.
 * `language` is the first render's language where it must match prerendered markup (then the browser's follows).
 */
export function AppRoot({ ssrPath, language }: { ssrPath?: string; language?: OwnerLanguage }) {
  return (
    <StrictMode>
      <I18nProvider initial={ssrPath ? 'en' : language}>
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
      </I18nProvider>
    </StrictMode>
  );
}
