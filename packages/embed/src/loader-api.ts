// What embed.js hands the dialogs' code (embed-modes.js) that it loads on demand: the queue of API calls made
// meanwhile, and the one function that makes a form's iframe with all of its messaging.
import type { FormsEngineApi } from './protocol.ts';

/** The form and frame attributes of a loader tag (its `dataset`), the shape `frame` takes from the API too. */
export type FrameData = Partial<
  Record<'form' | 'id' | 'language' | 'label' | 'domain' | 'iconMode' | 'title' | 'hidden', string>
>;

/** An API call (its name, arguments and the handle `open` returned), or a loader tag asking for a mode. */
export type QueuedCall =
  | [name: 'open' | 'close' | 'remove', args: unknown[], handle: object]
  | [HTMLScriptElement];

export interface LoaderInternals extends FormsEngineApi {
  /** Calls waiting for the dialogs' code; once it runs, `push` runs a call at once. */
  _q: { push(call: QueuedCall): unknown } & Iterable<QueuedCall>;
  /**
   * A form's iframe, with session keeping, redirects and the host-page events set up. `sized`: it follows the
   * form's height (inline); otherwise it fills its container (a dialog) and the form scrolls inside.
   */
  _f(data: FrameData, sized?: boolean): HTMLIFrameElement;
  /**
   * Tracking messages of forms whose owner switched tracking on, as they came (the tracking script answers the
   * frame that sent one): an array until embed-tracking.js has loaded (embed.js loads it on the first one), then
   * that script's reader.
   */
  _t?: { push(event: MessageEvent): unknown };
}
