// The option icon picker of the manual editor: a searchable grid of the lucide icons the runner draws, with
// previews, and an emoji tab for forms shown in emoji mode. Both sets load only when the picker opens.
import { useT } from '../i18n/i18n.tsx';
import {
  Button,
  Dialog,
  DialogContent,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@forms-engine/ui';
import { Search } from 'lucide-react';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { toIconKey } from '@forms-engine/model';
import { iconMatches, iconWords as words } from './icon-search.ts';

type IconComponent = ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }>;
interface IconSets {
  lucide: Record<string, IconComponent>;
  emoji: Record<string, string>;
}

let sets: Promise<IconSets> | null = null;
function loadSets(): Promise<IconSets> {
  sets ??= Promise.all([
    import('@forms-engine/runner/lucide-set'),
    import('@forms-engine/model/emoji-map'),
  ]).then(([l, e]) => ({
    lucide: l.LUCIDE_ICONS as unknown as Record<string, IconComponent>,
    emoji: e.ICON_EMOJI,
  }));
  return sets;
}

function useIconSets(enabled: boolean): IconSets | null {
  const [loaded, setLoaded] = useState<IconSets | null>(null);
  useEffect(() => {
    if (enabled && !loaded) void loadSets().then(setLoaded);
  }, [enabled, loaded]);
  return loaded;
}

export interface IconChoice {
  icon?: string;
  emoji?: string;
}

export function IconPicker({
  value,
  onChange,
  label,
}: {
  value: IconChoice;
  onChange: (next: IconChoice) => void;
  /** Accessible name of the button, e.g. "Option 2 icon". */
  label: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The button's preview needs the sets too, so they load when an option editor first shows.
  const loaded = useIconSets(true);
  const [query, setQuery] = useState('');
  const key = value.icon ? toIconKey(value.icon) : '';
  const Current = loaded && key ? loaded.lucide[key] : undefined;
  // The button shows an emoji only when one was chosen; otherwise emoji mode derives it from the icon.
  const emoji = value.emoji;
  const q = query.trim().toLowerCase();

  const names = useMemo(
    () =>
      loaded
        ? Object.keys(loaded.lucide)
            .sort()
            .filter((n) => iconMatches(n, q))
        : [],
    [loaded, q],
  );
  const emojis = useMemo(() => {
    if (!loaded) return [];
    const seen = new Map<string, string>();
    for (const [name, e] of Object.entries(loaded.emoji)) {
      if (q && !iconMatches(name, q) && e !== query.trim()) continue;
      if (!seen.has(e)) seen.set(e, name);
    }
    return [...seen].map(([e, name]) => ({ emoji: e, name }));
  }, [loaded, q, query]);

  const choose = (next: IconChoice) => {
    onChange(next);
    setOpen(false);
    setQuery('');
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('icons.button', {
          label,
          icon: `${value.icon || t('editor.none')}${emoji ? ` ${emoji}` : ''}`,
        })}
        className="flex h-10 w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 text-left text-sm text-slate-700 shadow-xs hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:ring-2 focus-visible:ring-emerald-500/20 focus-visible:outline-none"
      >
        <span
          className="flex h-5 w-5 shrink-0 items-center justify-center text-emerald-600"
          aria-hidden="true"
        >
          {Current ? <Current size={18} strokeWidth={2} aria-hidden={true} /> : null}
        </span>
        {emoji && (
          <span className="shrink-0 text-base leading-none" aria-hidden="true">
            {emoji}
          </span>
        )}
        <span className="truncate text-xs text-slate-500">{value.icon || t('calc.choose')}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setQuery('');
        }}
      >
        <DialogContent title={t('icons.title')} description={t('icons.description')} className="max-w-xl">
          <div className="relative mb-3">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <Input
              aria-label={t('icons.search')}
              placeholder={t('icons.searchPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
            />
          </div>
          <Tabs defaultValue="icons">
            <TabsList>
              <TabsTrigger value="icons">{t('builder.icons.lucide')}</TabsTrigger>
              <TabsTrigger value="emoji">Emoji</TabsTrigger>
            </TabsList>
            <TabsContent value="icons">
              {!loaded ? (
                <p className="py-6 text-center text-sm text-slate-500">{t('icons.loadingIcons')}</p>
              ) : names.length === 0 ? (
                <p className="py-6 text-center text-sm text-slate-500">{t('icons.noMatch', { query })}</p>
              ) : (
                <ul
                  className="grid max-h-72 grid-cols-4 gap-1.5 overflow-y-auto sm:grid-cols-6"
                  aria-label={t('builder.icons.lucide')}
                >
                  {names.map((name) => {
                    const Icon = loaded.lucide[name];
                    return (
                      <li key={name}>
                        <button
                          type="button"
                          onClick={() => choose({ icon: name, emoji: loaded.emoji[name] })}
                          aria-pressed={key === name}
                          title={name}
                          className={`flex w-full cursor-pointer flex-col items-center gap-1 rounded-lg border p-2 text-[10px] text-slate-600 hover:border-emerald-300 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none ${key === name ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200'}`}
                        >
                          <Icon size={22} strokeWidth={2} aria-hidden={true} />
                          <span className="w-full truncate">{name}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="emoji">
              {!loaded ? (
                <p className="py-6 text-center text-sm text-slate-500">{t('icons.loadingEmoji')}</p>
              ) : (
                <>
                  <ul
                    className="grid max-h-64 grid-cols-6 gap-1.5 overflow-y-auto sm:grid-cols-8"
                    aria-label={t('builder.icons.emoji')}
                  >
                    {emojis.map(({ emoji: e, name }) => (
                      <li key={e}>
                        <button
                          type="button"
                          onClick={() => choose({ icon: value.icon, emoji: e })}
                          aria-label={`${e} ${words(name)}`}
                          aria-pressed={value.emoji === e}
                          title={words(name)}
                          className={`flex h-10 w-full cursor-pointer items-center justify-center rounded-lg border text-xl hover:border-emerald-300 hover:bg-emerald-50 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none ${value.emoji === e ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200'}`}
                        >
                          {e}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3 text-xs text-slate-500">
                    Any other emoji: type or paste it in the search box and{' '}
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto"
                      disabled={!query.trim() || query.trim().length > 16}
                      onClick={() => choose({ icon: value.icon, emoji: query.trim() })}
                    >
                      use it
                    </Button>
                    .
                  </p>
                </>
              )}
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </>
  );
}
