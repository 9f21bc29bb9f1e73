// Messages between the embedded form and its host page: heights out, requestHeight/viewportUpdate in.
export const STEP_CHANGE_REPORT_DELAY_MS = 50;

export type HostMessage = { type: 'requestHeight' } | { type: 'viewportUpdate'; isMobile: boolean };
export type FrameMessage = { type: 'form-resize'; height: number } | { type: 'heightUpdate'; height: number };

/** Reads a message from the host; anything unexpected is ignored. */
export function readHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as { type?: unknown; isMobile?: unknown };
  if (d.type === 'requestHeight') return { type: 'requestHeight' };
  if (d.type === 'viewportUpdate' && typeof d.isMobile === 'boolean')
    return { type: 'viewportUpdate', isMobile: d.isMobile };
  return null;
}

export function heightMessages(height: number): FrameMessage[] {
  const h = Math.ceil(height);
  return [
    { type: 'form-resize', height: h },
    { type: 'heightUpdate', height: h },
  ];
}
