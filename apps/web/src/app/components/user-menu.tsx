// User menu: Login when signed out; initials avatar with name, e-mail, Dashboard, Logout and the app's language
// when signed in.
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useToast,
} from '@forms-engine/ui';
import { Languages, LayoutDashboard, LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { useI18n } from '../i18n/i18n.tsx';
import { LANGUAGE_NAMES, OWNER_LANGUAGES, type OwnerLanguage } from '../i18n/languages.ts';
import { errorText } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { initials } from '../lib/initials.ts';

export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800 ring-2 ring-white ${size === 'sm' ? 'h-7 w-7 text-[11px]' : 'h-9 w-9 text-xs'}`}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

export function UserMenu() {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  const { toast } = useToast();
  const { t, language, setLanguage } = useI18n();
  if (!user) {
    return (
      <Button variant="outline" size="sm" onClick={() => navigate('/auth')}>
        {t('menu.login')}
      </Button>
    );
  }
  const doLogout = async () => {
    try {
      await logout();
      navigate('/');
    } catch (e) {
      toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' });
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="cursor-pointer rounded-full focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        aria-label={t('menu.account', { initials: initials(user.username), name: user.username })}
      >
        <Avatar name={user.username} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="text-sm font-semibold text-slate-900">{user.username}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/dashboard')}>
          <LayoutDashboard className="h-4 w-4" /> {t('menu.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={doLogout}>
          <LogOut className="h-4 w-4" /> {t('menu.logout')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>
          <span className="flex items-center gap-2 text-xs font-medium text-slate-500">
            <Languages className="h-3.5 w-3.5" aria-hidden="true" /> {t('menu.language')}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(v) => setLanguage(v as OwnerLanguage)}>
          {OWNER_LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
