// /auth: Login and Register tabs (e-mail and password, checked in the browser with the shared account rules), a
// sign-in link by e-mail instead of a password, and /auth/link, where such a link signs the visitor in.
import { requestEmailLink } from '@forms-engine/contracts/client';
import { fieldErrors, PASSWORD_MIN_LENGTH, ZLoginInput, ZRegisterForm } from '@forms-engine/model';
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
import { AlertCircle, Eye, EyeOff, Mail, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LogoMark } from '../components/logo.tsx';
import { useT } from '../i18n/i18n.tsx';
import { call, userMessage } from '../lib/api.ts';
import { type SignedIn, useAuth } from '../lib/auth.tsx';
import { afterAuthPath, localPath } from '../lib/pending-prompt.ts';

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

/** A password box with a Show/Hide switch: one field to type, nothing to type twice. */
function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: string;
  error?: string;
}) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <div className="relative">
      <Input
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="pr-11"
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={t('auth.showPassword')}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
      >
        {shown ? (
          <EyeOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Eye className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

function EmailInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Input
      id={id}
      type="email"
      autoComplete="email"
      value={value}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
      placeholder="you@example.com"
    />
  );
}

/** "E-mail me a sign-in link": no password to remember; the link signs in (or finishes signing up). */
function EmailLinkButton({ email, next, onInvalid }: { email: string; next: string; onInvalid: () => void }) {
  const [state, setState] = useState<{ sent?: string; error?: string; pending?: boolean }>({});
  const t = useT();
  const send = async () => {
    const parsed = ZLoginInput.shape.email.safeParse(email);
    if (!parsed.success) return onInvalid();
    setState({ pending: true });
    try {
      const a = await call(requestEmailLink, { body: { email: parsed.data, next } });
      setState({ sent: a.message });
    } catch (e) {
      setState({ error: userMessage(e, t('auth.linkFailed')) });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" onClick={send} disabled={state.pending} className="w-full">
        <Mail className="h-4 w-4" aria-hidden="true" />
        {state.pending ? t('auth.sending') : t('auth.emailLink')}
      </Button>
      {state.sent && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {state.sent}
        </p>
      )}
      {state.error && <ErrorAlert message={state.error} />}
    </div>
  );
}

function Or() {
  const t = useT();
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" /> {t('auth.or')}{' '}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

function LoginForm({ next, onDone }: { next: string; onDone: (a: SignedIn) => void }) {
  const { login, loginError, isPending } = useAuth();
  const t = useT();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLoginInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      onDone(await login(parsed.data));
    } catch {
      // shown from loginError
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {loginError && <ErrorAlert message={loginError.message || t('auth.loginFailed')} />}
        <Field id="login-email" label={t('auth.email')} error={errors.email}>
          <EmailInput
            id="login-email"
            value={values.email}
            error={errors.email}
            onChange={(email) => setValues({ ...values, email })}
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errors.password}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(password) => setValues({ ...values, password })}
          />
        </Field>
        <Button type="submit" size="lg" disabled={isPending} className="mt-1 w-full">
          {isPending ? t('auth.signingIn') : t('auth.login')}
        </Button>
      </form>
      <Or />
      <EmailLinkButton
        email={values.email}
        next={next}
        onInvalid={() => setErrors({ email: t('auth.linkNeedsEmail') })}
      />
    </div>
  );
}

function RegisterForm({ onDone }: { onDone: (a: SignedIn) => void }) {
  const { register, registerError, isPending } = useAuth();
  const t = useT();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRegisterForm.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      // No username to invent: the server makes one from the e-mail address.
      onDone(await register(parsed.data));
    } catch {
      // shown from registerError
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {registerError && <ErrorAlert message={registerError.message || t('auth.registerFailed')} />}
      <Field id="register-email" label={t('auth.email')} error={errors.email}>
        <EmailInput
          id="register-email"
          value={values.email}
          error={errors.email}
          onChange={(email) => setValues({ ...values, email })}
        />
      </Field>
      <Field
        id="register-password"
        label={t('auth.password')}
        error={errors.password}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(password) => setValues({ ...values, password })}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? t('auth.creating') : t('auth.register')}
      </Button>
    </form>
  );
}

export function AuthPage() {
  const { user, isLoading, clearErrors } = useAuth();
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const next = localPath(params.get('next')) ?? '/';
  // Sent here from the builder: the form made there is kept, and the visitor is most likely new.
  const fromBuilder = next.startsWith('/buildform');
  const [tab, setTab] = useState(params.get('mode') === 'register' || fromBuilder ? 'register' : 'login');
  // Once signed in here, go where the sign-in's answer says (the form it just kept), not the default.
  const done = useRef(false);
  const onDone = (a: SignedIn) => {
    done.current = true;
    navigate(afterAuthPath(search, a.claimedFormId), { replace: true });
  };
  if (isLoading) return <FullPageSpinner />;
  if (user && !done.current) return <Redirect to={afterAuthPath(search)} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-[radial-gradient(ellipse_at_top,_#d1fae5_0%,_#f8fafc_60%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="h-11 w-11" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{t('auth.title')}</h1>
          <p className="mt-1 text-sm text-slate-500">{t('auth.tagline')}</p>
        </div>
        {fromBuilder && (
          <div
            className="mb-4 flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            data-testid="kept-form"
          >
            <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <p>
              <span className="font-medium">{t('auth.keptTitle')}</span> {t('auth.keptText')}
            </p>
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
              <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm next={next} onDone={onDone} />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm onDone={onDone} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </main>
  );
}

/** /auth/link?token=…: an e-mailed link signs the visitor in (or finishes signing up), then goes on. */
export function AuthLinkPage() {
  const { signInWithLink } = useAuth();
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The token works once: a second effect run (development's double render) must not spend it again.
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(search).get('token') ?? '';
    signInWithLink(token)
      .then((a) => navigate(afterAuthPath(search, a.claimedFormId), { replace: true }))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{t('auth.linkTitle')}</h1>
        {error ? (
          <div className="mt-4 flex flex-col gap-3 text-left">
            <ErrorAlert message={error} />
            <Button onClick={() => navigate('/auth')}>{t('auth.backToSignIn')}</Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600" role="status">
            {t('auth.linkWait')}
          </p>
        )}
      </div>
    </main>
  );
}
