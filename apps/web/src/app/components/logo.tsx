// The product mark: an emerald rounded square with form lines, plus the wordmark.
import { Link } from 'wouter';

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#10b981" />
      <path d="M9 10h14M9 16h10M9 22h6" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** `compact`: the name is left to screen readers on a phone, where a crowded header needs the room. */
export function Logo({
  href = '/',
  label = 'Forms Engine',
  compact = false,
}: {
  href?: string;
  label?: string;
  compact?: boolean;
}) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
    >
      <LogoMark />
      <span className={compact ? 'sr-only text-[15px] sm:not-sr-only' : 'text-[15px]'}>{label}</span>
    </Link>
  );
}
