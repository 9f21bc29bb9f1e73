// An embed iframe that grows to the height the embedded page reports (min 600 px, reported + 10).
import { Spinner } from '@forms-engine/ui';
import { useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../lib/hooks.ts';

export const PREVIEW_MIN_HEIGHT = 600;
export const PREVIEW_PADDING = 10;
const REQUEST_DELAY_MS = 500;

/** The frame height for a reported content height. */
export function frameHeight(reported: number): number {
  return Math.max(PREVIEW_MIN_HEIGHT, Math.round(reported) + PREVIEW_PADDING);
}

export function EmbedFrame({
  src,
  title,
  fixedHeight,
  className,
}: {
  src: string;
  title: string;
  /** A fixed height (the edit screen uses 800 px); otherwise the frame follows the reported height. */
  fixedHeight?: number;
  className?: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(fixedHeight ?? PREVIEW_MIN_HEIGHT);
  const isMobile = useIsMobile();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (fixedHeight) return;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== ref.current?.contentWindow) return;
      const d = e.data as { type?: unknown; height?: unknown } | null;
      if (!d || (d.type !== 'heightUpdate' && d.type !== 'form-resize')) return;
      if (typeof d.height === 'number' && Number.isFinite(d.height)) setHeight(frameHeight(d.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [fixedHeight]);

  useEffect(() => {
    ref.current?.contentWindow?.postMessage({ type: 'viewportUpdate', isMobile }, '*');
  }, [isMobile]);

  const onLoad = () => {
    setLoaded(true);
    const win = ref.current?.contentWindow;
    win?.postMessage({ type: 'viewportUpdate', isMobile }, '*');
    setTimeout(() => win?.postMessage({ type: 'requestHeight' }, '*'), REQUEST_DELAY_MS);
  };

  return (
    <div className="relative">
      {!loaded && (
        <div className="absolute inset-x-0 top-24 flex justify-center">
          <Spinner className="h-6 w-6" label="Loading preview" />
        </div>
      )}
      <iframe
        ref={ref}
        src={src}
        title={title}
        onLoad={onLoad}
        sandbox="allow-scripts allow-forms allow-same-origin"
        className={className ?? 'block w-full rounded-xl border-0 bg-transparent'}
        style={{ height: fixedHeight ?? height }}
      />
    </div>
  );
}
