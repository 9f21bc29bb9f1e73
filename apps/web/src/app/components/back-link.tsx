// A "back" link styled as a quiet button.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../i18n/i18n.tsx';

export function BackLink({ href = '/dashboard', children }: { href?: string; children?: string }) {
  const t = useT();
  return (
    <Link
      href={href}
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
    >
      <ArrowLeft className="h-4 w-4" /> {children ?? t('common.backToDashboard')}
    </Link>
  );
}
