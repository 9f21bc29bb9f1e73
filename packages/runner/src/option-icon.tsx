// An option's icon in the chosen mode: lucide (curated set, lazy chunk), emoji (map with ? fallback) or none.
import { useEffect, useState } from 'react';
import { type TIconMode, toIconKey } from '@forms-engine/model';

type IconComponent = (props: { size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }) => unknown;
type IconSet = Record<string, IconComponent>;

type EmojiLookup = (name: string | undefined) => string;
let emojiLookup: EmojiLookup | null = null;
let emojiLoading: Promise<EmojiLookup> | null = null;

/** The emoji map is its own chunk too; only forms in emoji mode load it. */
export function loadEmojiMap(): Promise<EmojiLookup> {
  emojiLoading ??= import('@forms-engine/model/emoji-map').then((m) => {
    emojiLookup = m.emojiFor;
    return m.emojiFor;
  });
  return emojiLoading;
}

let loaded: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

/** Loads the curated lucide icons once; started early by the runner so tiles rarely wait. */
export function loadLucideIcons(): Promise<IconSet> {
  loading ??= import('./icons/lucide-set.ts')
    .then((m) => {
      loaded = m.LUCIDE_ICONS as unknown as IconSet;
      return loaded;
    })
    .catch(() => {
      // The chunk failed to load: every icon falls back to the inline circle.
      loaded = {};
      return loaded;
    });
  return loading;
}

/** The Circle icon drawn inline, used while nothing else can be shown. */
function CircleIcon({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
    </svg>
  );
}

export function OptionIcon({
  icon,
  emoji,
  mode,
  size,
}: {
  icon?: string;
  emoji?: string;
  mode: TIconMode;
  size: number;
}) {
  const [icons, setIcons] = useState<IconSet | null>(loaded);
  const [emojiFor, setEmojiFor] = useState<EmojiLookup | null>(() => emojiLookup);
  useEffect(() => {
    if (mode === 'lucide' && !icons) loadLucideIcons().then(setIcons);
    if (mode === 'emoji' && !emojiFor && !emoji)
      loadEmojiMap()
        .then((f) => setEmojiFor(() => f))
        .catch(() => setEmojiFor(() => () => '?'));
  }, [mode, icons, emojiFor, emoji]);

  if (mode === 'none') return null;
  if (mode === 'emoji') {
    return (
      <span
        className="fe-emoji"
        style={{ fontSize: Math.round(size * 0.8), lineHeight: `${size}px` }}
        aria-hidden="true"
      >
        {emoji || (emojiFor ? emojiFor(icon) : '')}
      </span>
    );
  }
  if (!icons) return <span className="fe-icon-ph" style={{ width: size, height: size }} aria-hidden="true" />;
  const name = icon || 'Circle';
  const Icon = icons[name] ?? icons[toIconKey(name)] ?? icons.Circle;
  if (!Icon) return <CircleIcon size={size} />;
  const Lucide = Icon as unknown as React.ComponentType<{
    size: number;
    strokeWidth: number;
    'aria-hidden': boolean;
  }>;
  return <Lucide size={size} strokeWidth={2} aria-hidden={true} />;
}
