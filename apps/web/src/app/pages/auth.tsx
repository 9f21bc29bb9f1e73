// /auth: Login and Register tabs validated in the browser with the shared account rules.
import { fieldErrors, ZLoginInput, ZRegisterForm } from '@forms-engine/model';
import {
  Button,
  Field,
  FullPageSpinner,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@forms-engine/ui';
import { AlertCircle, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LogoMark } from '../components/logo.tsx';
import { useAuth } from '../lib/auth.tsx';
import { afterAuthPath, pendingPrompt } from '../lib/pending-prompt.ts';

function ErrorAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {message}
    </div>
  );
}

function LoginForm({ next }: { next: string }) {
  const { login, loginError, isPending } = useAuth();
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLoginInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await login(parsed.data);
      navigate(next);
    } catch {
      // shown from loginError
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {loginError && <ErrorAlert message={loginError.message || 'Login failed'} />}
      <Field id="login-email" label="Email" error={errors.email}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
          placeholder="you@example.com"
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isPending} className="mt-1 w-full">
        {isPending ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}

function RegisterForm({ next }: { next: string }) {
  const { register, registerError, isPending } = useAuth();
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRegisterForm.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      // The confirmation goes along: the server checks it with the same rule.
      await register(parsed.data);
      navigate(next);
    } catch {
      // shown from registerError
    }
  };
  const field = (
    key: keyof typeof values,
    label: string,
    type: string,
    autoComplete: string,
    placeholder?: string,
  ) => (
    <Field id={`register-${key}`} label={label} error={errors[key]}>
      <Input
        id={`register-${key}`}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        placeholder={placeholder}
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `register-${key}-error` : undefined}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {registerError && <ErrorAlert message={registerError.message || 'Registration failed'} />}
      {field('username', 'Username', 'text', 'username', 'jane')}
      {field('email', 'Email', 'email', 'email', 'you@example.com')}
      {field('password', 'Password', 'password', 'new-password')}
      {field('confirmPassword', 'Confirm Password', 'password', 'new-password')}
      <p className="-mt-1 text-xs text-slate-500">
        At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.
      </p>
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? 'Creating account...' : 'Register'}
      </Button>
    </form>
  );
}

export function AuthPage() {
  const { user, isLoading, clearErrors } = useAuth();
  const search = useSearch();
  const prompt = pendingPrompt(search);
  // After success: '/' as the spec says, or on to the builder with a prompt typed before signing in.
  const next = afterAuthPath(search);
  // Someone who pressed Go signed out is most likely new here: Register first.
  const [tab, setTab] = useState(prompt ? 'register' : 'login');
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Redirect to={next} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-[radial-gradient(ellipse_at_top,_#d1fae5_0%,_#f8fafc_60%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-11 w-11" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">Form Builder</h1>
          <p className="mt-1 text-sm text-slate-500">AI-powered form creation platform</p>
        </div>
        {prompt && (
          <div
            className="mb-4 flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            data-testid="pending-prompt"
          >
            <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-medium">Create a free account to build your form — or log in.</p>
              <p className="mt-0.5 text-emerald-800">
                We keep your description and build the form right after:{' '}
                <q className="line-clamp-2 break-words italic">{prompt}</q>
              </p>
            </div>
          </div>
        )}
        <div className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-slate-900/5">
          <Tabs
            value={tab}
            onValueChange={(v) => {
              setTab(v);
              clearErrors();
            }}
          >
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm next={next} />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm next={next} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </main>
  );
}
