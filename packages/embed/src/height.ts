// Host-side frame height rules (docs/spec/respondent-side.md §9): never under 600 px, +10 px padding, ignore changes of 5 px or less,
// growth capped at 1.2x the previous height when it would exceed 1.5x, shrinking limited to 90% of it.
import { HEIGHT_PADDING, HEIGHT_THRESHOLD, MIN_FRAME_HEIGHT } from './protocol.ts';

/** The iframe height to apply for a reported content height, or `previous` when nothing should change. */
export function nextFrameHeight(previous: number, reported: number): number {
  let target = Math.max(MIN_FRAME_HEIGHT, Math.ceil(reported) + HEIGHT_PADDING);
  if (Math.abs(target - previous) <= HEIGHT_THRESHOLD) return previous;
  if (target > previous * 1.5) target = previous * 1.2;
  else if (target < previous * 0.9) target = previous * 0.9;
  return Math.max(MIN_FRAME_HEIGHT, Math.round(target));
}

/** The owner app's preview frame: follows the content exactly (no thresholds or caps), never under 600 px. */
export function previewFrameHeight(reported: number): number {
  return Math.max(MIN_FRAME_HEIGHT, Math.round(reported) + HEIGHT_PADDING);
}
