// The signed-in user: loaded once from GET /api/auth/user, set by login/register, cleared by logout.
import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { ApiError, api, queryClient } from './api.ts';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
}

interface AuthAnswer {
  success?: boolean;
  isAuthenticated?: boolean;
  user?: AuthUser | null;
  message?: string;
  error?: string;
}

const USER_KEY = ['/api/auth/user'];

async function fetchUser(): Promise<AuthUser | null> {
  try {
    const a = await api<AuthAnswer>('GET', '/api/auth/user');
    return a?.isAuthenticated && a.user ? a.user : null;
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
        const a = await api<AuthAnswer>('POST', '/api/auth/login', input);
        if (!a?.user) throw new Error(a?.message || a?.error || 'Login failed');
        return a.user;
      } catch (e) {
        throw authError(e, 'Login failed', 'Unknown error during login');
      }
    },
    onSuccess: onUser,
  });
  const registerM = useMutation({
    mutationFn: async (input: { username: string; email: string; password: string }) => {
      try {
        const a = await api<AuthAnswer>('POST', '/api/auth/register', input);
        if (!a?.user) throw new Error(a?.message || a?.error || 'Registration failed');
        return a.user;
      } catch (e) {
        throw authError(e, 'Registration failed', 'Unknown error during registration');
      }
    },
    onSuccess: onUser,
  });
  const logoutM = useMutation({
    mutationFn: async () => {
      try {
        await api('POST', '/api/auth/logout');
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
