// The /embed page's side of the embed protocol (packages/embed/src/protocol.ts): what it tells the page framing it.
import type { TStep } from '@forms-engine/model';
import { type FrameMessage, frameMessage, type TrackDetail } from '@forms-engine/embed';
import type { TFormTracking } from '@forms-engine/contracts';

/** Posts to the framing page; its origin is unknown (any site may embed a form), and nothing private is sent. */
export function postToHost(message: FrameMessage): void {
  window.parent.postMessage(message, '*');
}

/** The stepChanged event for step `number` (1-based) of `total`, or null when no step is shown (the form is done). */
export function stepChangedMessage(
  formId: number | null,
  number: number,
  total: number,
  step: TStep | undefined,
  variant: string | null = null,
): FrameMessage<'stepChanged'> | null {
  if (!step || number < 1) return null;
  return frameMessage('stepChanged', {
    formId,
    index: number - 1,
    total,
    stepId: step.id ?? null,
    title: step.title,
    variant,
  });
}

/** A tracking message for the host page, or null when the owner switched tracking off. */
export function trackMessage(
  tracking: TFormTracking | null | undefined,
  formId: number | null,
  event: TrackDetail['event'],
  extra: Partial<Pick<TrackDetail, 'stepId' | 'index' | 'eventId'>> = {},
): FrameMessage<'track'> | null {
  if (!tracking || !(tracking.dataLayer || tracking.metaPixel)) return null;
  return frameMessage('track', {
    event,
    formId,
    stepId: null,
    index: 0,
    eventId: null,
    ...extra,
    dataLayer: tracking.dataLayer,
    metaPixel: tracking.metaPixel,
    pixelId: tracking.pixelId,
  });
}
