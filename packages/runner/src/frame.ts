// Mobile and frame detection (docs/spec/respondent-side.md §4): mobile by user agent or a width under the embed
// protocol's 640 px.
import { MOBILE_WIDTH } from '@forms-engine/embed';

export const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

export function detectMobile(userAgent: string, width: number): boolean {
  return isMobileAgent(userAgent) || width < MOBILE_WIDTH;
}

/** True inside an iframe; a cross-origin parent that throws on access counts as a frame too. */
export function isInFrame(win: { self: unknown; top: unknown }): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
