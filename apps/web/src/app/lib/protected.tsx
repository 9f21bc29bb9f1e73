// Route guard: a spinner while the user loads, /auth when signed out.
import { FullPageSpinner } from '@forms-engine/ui';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from './auth.tsx';

export function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  return <>{children}</>;
}
