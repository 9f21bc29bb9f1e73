// The signed-in user: loaded once from GET /api/auth/user, set by login/register, cleared by logout.
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { TPublicUser } from '@forms-engine/contracts';
import { currentUser, login, logout, register } from '@forms-engine/contracts/client';
import { ApiError, call, queryClient, urlOf } from './api.ts';

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

/** A failed auth call's message: the server's words, else the fallback. */
function authError(e: unknown, fallback: string, unknown: string): Error {
  if (e instanceof ApiError) return new Error(e.serverMessage ?? fallback);
  return new Error(e instanceof Error && e.message ? e.message : unknown);
}

interface AuthValue {
  user: AuthUser | null;
  isLoading: boolean;
  login: (input: { email: string; password: string }) => Promise<AuthUser>;
  register: (input: {
    username: string;
    email: string;
    password: string;
    confirmPassword?: string;
  }) => Promise<AuthUser>;
  logout: () => Promise<void>;
  loginError: Error | null;
  registerError: Error | null;
  clearErrors: () => void;
  isPending: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const userQuery = useQuery({ queryKey: USER_KEY, queryFn: fetchUser });
  const onUser = (user: AuthUser) => {
    queryClient.clear();
    queryClient.setQueryData(USER_KEY, user);
  };
  const loginM = useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      try {
        return (await call(login, { body: input })).user;
      } catch (e) {
        throw authError(e, 'Login failed', 'Unknown error during login');
      }
    },
    onSuccess: onUser,
  });
  const registerM = useMutation({
    mutationFn: async (input: { username: string; email: string; password: string }) => {
      try {
        return (await call(register, { body: input })).user;
      } catch (e) {
        throw authError(e, 'Registration failed', 'Unknown error during registration');
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
