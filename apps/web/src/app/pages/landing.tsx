// Landing page: describe a form, press Go — signed in or not, the builder makes it (signing up comes at Publish).
import { Button, Textarea } from '@forms-engine/ui';
import { ArrowRight, LayoutDashboard, LogOut, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LogoMark } from '../components/logo.tsx';
import { useAuth } from '../lib/auth.tsx';
import { takeEarlyClick } from '../lib/early-click.ts';
import { useT } from '../i18n/i18n.tsx';

const EXAMPLES = ['landing.example1', 'landing.example2', 'landing.example3'] as const;

export function LandingPage() {
  const { user, logout } = useAuth();
  const t = useT();
  const [, navigate] = useLocation();
  const [prompt, setPrompt] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  // The page arrives prerendered for signed-out visitors: what they typed before the script hydrated the box is
  // kept, and a button tapped before then (an example, Login / Register) is clicked again now that it has its
  // handler.
  const onFirstRender = useRef(() => {
    if (box.current?.value) setPrompt(box.current.value);
    takeEarlyClick()?.click();
  });
  useEffect(() => onFirstRender.current(), []);
  const go = () => {
    const text = prompt.trim();
    if (!text) return;
    // Anyone can build: a visitor signs up when they publish, and keeps the form they made.
    navigate(`/buildform?prompt=${encodeURIComponent(text)}`);
  };
  return (
    <div className="flex min-h-screen flex-col bg-[radial-gradient(ellipse_at_top,_#d1fae5_0%,_#f8fafc_55%)]">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-2">
          <LogoMark />
          <span className="text-base font-semibold tracking-tight whitespace-nowrap text-slate-900 sm:text-lg">
            {t('landing.brand')}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => navigate(user ? '/dashboard' : '/auth')}>
            {user ? (
              <>
                <LayoutDashboard className="hidden h-4 w-4 sm:block" /> {t('landing.dashboard')}
              </>
            ) : (
              t('landing.login')
            )}
          </Button>
          {user && (
            <Button
              variant="ghost"
              size="sm"
              onClick={async () => {
                await logout().catch(() => undefined);
                navigate('/');
              }}
            >
              <LogOut className="h-4 w-4" />{' '}
              <span className="sr-only sm:not-sr-only">{t('landing.logout')}</span>
            </Button>
          )}
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 pt-12 pb-16 text-center sm:pt-24">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-white/70 px-3 py-1 text-xs font-medium text-emerald-700 shadow-xs">
          <Sparkles className="h-3.5 w-3.5" /> {t('landing.badge')}
        </span>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
          {`${t('landing.headline')} `}
          <span className="text-emerald-500">{t('landing.headlineAccent')}</span>
        </h1>
        <p className="mt-4 max-w-xl text-base text-pretty text-slate-600 sm:text-lg">{t('landing.lead')}</p>
        <form
          className="mt-10 w-full rounded-2xl border border-slate-200 bg-white p-2 text-left shadow-lg shadow-emerald-900/5 focus-within:border-emerald-400 focus-within:ring-4 focus-within:ring-emerald-500/10"
          onSubmit={(e) => {
            e.preventDefault();
            go();
          }}
        >
          <label htmlFor="landing-prompt" className="sr-only">
            {t('landing.promptLabel')}
          </label>
          <Textarea
            id="landing-prompt"
            ref={box}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                go();
              }
            }}
            rows={4}
            placeholder={t('landing.placeholder')}
            className="resize-none border-0 text-base shadow-none focus:ring-0"
          />
          <div className="flex items-center justify-between gap-2 px-2 pb-1">
            <span className="hidden text-xs text-slate-500 sm:inline">{t('landing.keys')}</span>
            <Button type="submit" disabled={!prompt.trim()} className="ml-auto">
              {t('landing.go')} <ArrowRight className="h-4 w-4" />
            </Button>
          </div>
        </form>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {EXAMPLES.map((key) => t(key)).map((ex) => (
            <button
              key={ex}
              type="button"
              onClick={() => setPrompt(ex)}
              className="max-w-full cursor-pointer truncate rounded-full border border-slate-200 bg-white/80 px-3 py-1.5 text-xs text-slate-600 hover:border-emerald-300 hover:text-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
            >
              {ex.length > 48 ? `${ex.slice(0, 48)}…` : ex}
            </button>
          ))}
        </div>
      </main>
    </div>
  );
}
