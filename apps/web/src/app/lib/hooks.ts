// Small shared hooks: a copied mark that resets after 2 s, media queries and the embed protocol's mobile breakpoint (< 640 px).
import { MOBILE_WIDTH } from '@forms-engine/embed';
import { useCallback, useEffect, useRef, useState } from 'react';

export const COPY_RESET_MS = 2000;

export function useCopiedMark(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const mark = useCallback(() => {
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_RESET_MS);
  }, []);
  return [copied, mark];
}

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_WIDTH - 1}px)`);
}

/** Whether a CSS media query matches now, updated as the window changes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}
