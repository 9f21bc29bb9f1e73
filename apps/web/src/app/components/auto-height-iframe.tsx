// An embed iframe that grows to the height the embedded page reports (min 600 px, reported + 10), over the embed protocol.
import {
  hostMessage,
  MIN_FRAME_HEIGHT,
  REQUEST_HEIGHT_DELAY_MS,
  readFrameMessage,
} from '@forms-engine/embed';
import { previewFrameHeight } from '@forms-engine/embed/height';
import { Spinner } from '@forms-engine/ui';
import { useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../lib/hooks.ts';

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
  const [height, setHeight] = useState(fixedHeight ?? MIN_FRAME_HEIGHT);
  const isMobile = useIsMobile();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (fixedHeight) return;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== ref.current?.contentWindow) return;
      const m = readFrameMessage(e.data);
      if (m?.type === 'heightUpdate' || m?.type === 'form-resize') setHeight(previewFrameHeight(m.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [fixedHeight]);

  useEffect(() => {
    ref.current?.contentWindow?.postMessage(hostMessage('viewportUpdate', { isMobile }), '*');
  }, [isMobile]);

  const onLoad = () => {
    setLoaded(true);
    const win = ref.current?.contentWindow;
    win?.postMessage(hostMessage('viewportUpdate', { isMobile }), '*');
    setTimeout(() => win?.postMessage(hostMessage('requestHeight', {}), '*'), REQUEST_HEIGHT_DELAY_MS);
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
