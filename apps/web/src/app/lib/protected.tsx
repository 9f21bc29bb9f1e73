// Route guards: a spinner while the user loads, /auth when signed out, /dashboard for non-admins on admin pages.
import { FullPageSpinner } from '@forms-engine/ui';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from './auth.tsx';

export function Protected({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Redirect to="/auth" replace />;
  if (adminOnly && !user.isAdmin) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
