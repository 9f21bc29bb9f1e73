// The signed-in user: loaded once from GET /api/auth/user, set by login/register, cleared by logout.
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { TPublicUser } from '@forms-engine/contracts';
import { currentUser, login, logout, register, verifyEmailLink } from '@forms-engine/contracts/client';
import { ApiError, call, queryClient, urlOf, userMessage } from './api.ts';
import { useReportTimeZone } from './time-zone.ts';

export type AuthUser = TPublicUser;

const USER_KEY = [urlOf(currentUser)];

async function fetchUser(): Promise<AuthUser | null> {
  try {
    const a = await call(currentUser);
    return a.isAuthenticated && a.user ? a.user : null;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return null;
    throw e;
  }
}

/** A failed auth call's message: the server's words (in the owner's language), else the fallback. */
function authError(e: unknown, fallback: string, unknown: string): Error {
  if (e instanceof ApiError) return new Error(userMessage(e, fallback));
  return new Error(e instanceof Error && e.message ? e.message : unknown);
}

/** A sign-in's outcome: the user, and the form this browser built before, now theirs. */
export interface SignedIn {
  user: AuthUser;
  claimedFormId?: number;
}

interface AuthValue {
  user: AuthUser | null;
  isLoading: boolean;
  login: (input: { email: string; password: string }) => Promise<SignedIn>;
  register: (input: { username?: string; email: string; password: string }) => Promise<SignedIn>;
  /** Signs in with the token of an e-mailed link. */
  signInWithLink: (token: string) => Promise<SignedIn>;
  logout: () => Promise<void>;
  loginError: Error | null;
  registerError: Error | null;
  clearErrors: () => void;
  isPending: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const userQuery = useQuery({ queryKey: USER_KEY, queryFn: fetchUser });
  useReportTimeZone(userQuery.data?.id ?? null);
  const onUser = ({ user }: SignedIn) => {
    queryClient.clear();
    queryClient.setQueryData(USER_KEY, user);
  };
  const loginM = useMutation({
    mutationFn: async (input: { email: string; password: string }): Promise<SignedIn> => {
      try {
        return await call(login, { body: input });
      } catch (e) {
        throw authError(e, 'Login failed', 'Unknown error during login');
      }
    },
    onSuccess: onUser,
  });
  const registerM = useMutation({
    mutationFn: async (input: { username?: string; email: string; password: string }): Promise<SignedIn> => {
      try {
        return await call(register, { body: input });
      } catch (e) {
        throw authError(e, 'Registration failed', 'Unknown error during registration');
      }
    },
    onSuccess: onUser,
  });
  const linkM = useMutation({
    mutationFn: async (token: string): Promise<SignedIn> => {
      try {
        return await call(verifyEmailLink, { body: { token } });
      } catch (e) {
        throw authError(e, 'Login failed', 'Unknown error during login');
      }
    },
    onSuccess: onUser,
  });
  const logoutM = useMutation({
    mutationFn: async () => {
      try {
        await call(logout);
      } catch (e) {
        throw authError(e, 'Logout failed', 'Unknown error during logout');
      }
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(USER_KEY, null);
    },
  });
  const value: AuthValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    login: (i) => loginM.mutateAsync(i),
    register: (i) => registerM.mutateAsync(i),
    signInWithLink: (t) => linkM.mutateAsync(t),
    logout: () => logoutM.mutateAsync(),
    loginError: loginM.error,
    registerError: registerM.error,
    clearErrors: () => {
      loginM.reset();
      registerM.reset();
    },
    isPending: loginM.isPending || registerM.isPending,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const v = useContext(AuthContext);
  if (!v) throw new Error('useAuth outside AuthProvider');
  return v;
}
