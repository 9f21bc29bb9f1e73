// React components for Forms Engine embeds, over the same embed.js loader a plain page uses: they load it from the
// Forms Engine address once, then place, open or arm a form through its JavaScript API (window.FormsEngine).
// Nothing here touches window while rendering, so a server render (Next.js, react-dom/server) gives plain markup.
import type {
  DialogDetail,
  EmbedHandle,
  EmbedMode,
  FormRef,
  FormsEngineApi,
  OpenOptions,
  StepChangedDetail,
  SubmittedDetail,
} from '@forms-engine/embed';
import { type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';

export type {
  DialogDetail,
  EmbedMode,
  EmbedTrigger,
  FormRef,
  FormsEngineApi,
  OpenOptions,
  StepChangedDetail,
  SubmittedDetail,
} from '@forms-engine/embed';

const loads = new Map<string, Promise<FormsEngineApi>>();

/**
 * Loads embed.js from a Forms Engine address (once per address) and resolves with its API. The tag says
 * data-mode="api": it places no form of its own.
 */
export function loadFormsEngine(host: string): Promise<FormsEngineApi> {
  const src = new URL('/embed.js', host).href;
  let loading = loads.get(src);
  if (!loading) {
    loading = new Promise<FormsEngineApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.mode = 'api';
      script.onload = () =>
        window.FormsEngine
          ? resolve(window.FormsEngine)
          : reject(new Error(`${src} did not install FormsEngine`));
      script.onerror = () => {
        loads.delete(src);
        reject(new Error(`Forms Engine: could not load ${src}`));
      };
      document.head.append(script);
    });
    loads.set(src, loading);
  }
  return loading;
}

/** What every component takes: where Forms Engine runs, which form, and listeners for its events. */
export interface FormsEngineProps {
  /** The Forms Engine address that serves embed.js, e.g. `https://forms.example.com`. */
  host: string;
  /** The form's numeric id (the share panel shows it), or its language, label and domain. */
  form: FormRef;
  /** The dialog's and frame's accessible name. */
  title?: string;
  /** Fixed hidden-field values. */
  hidden?: Record<string, string>;
  language?: string;
  iconMode?: OpenOptions['iconMode'];
  /** A step was shown (this form's events only). */
  onStepChanged?: (detail: StepChangedDetail) => void;
  /** The answers were stored. */
  onSubmitted?: (detail: SubmittedDetail) => void;
  /** Its dialog opened. */
  onOpen?: (detail: DialogDetail) => void;
  /** Its dialog closed. */
  onClose?: (detail: DialogDetail) => void;
  /** embed.js could not be loaded (offline, blocked, wrong address). */
  onError?: (error: Error) => void;
}

type Listeners = Pick<FormsEngineProps, 'onStepChanged' | 'onSubmitted' | 'onOpen' | 'onClose' | 'onError'>;

/**
 * Loads the loader, calls `open` with the options (again whenever they change) and `remove` on unmount, and
 * forwards this form's events to the latest listeners. `target` names the element the options need, if any.
 */
function useFormsEngine(
  props: FormsEngineProps,
  options: OpenOptions,
  target?: { current: Element | null },
): void {
  const listeners = useRef<Listeners>(props);
  listeners.current = props;
  const { host, form, title, hidden, language, iconMode } = props;
  // Options are compared by value: a new object on each render must not re-open the form.
  const key = JSON.stringify([host, form, title, hidden, language, iconMode, options]);
  useEffect(() => {
    let handle: EmbedHandle | null = null;
    let api: FormsEngineApi | null = null;
    let stopped = false;
    loadFormsEngine(host).then(
      (loaded) => {
        if (stopped) return;
        api = loaded;
        // Through the latest props, so a new listener on a re-render needs no new form.
        const relay = {
          onStepChanged: (d: StepChangedDetail) => listeners.current.onStepChanged?.(d),
          onSubmitted: (d: SubmittedDetail) => listeners.current.onSubmitted?.(d),
          onOpen: (d: DialogDetail) => listeners.current.onOpen?.(d),
          onClose: (d: DialogDetail) => listeners.current.onClose?.(d),
        };
        handle = loaded.open(form, {
          ...options,
          ...(target ? { target: target.current ?? undefined } : {}),
          title,
          hidden,
          language,
          iconMode,
          ...relay,
        });
      },
      (error: Error) => {
        if (!stopped) listeners.current.onError?.(error);
      },
    );
    return () => {
      stopped = true;
      if (api && handle) api.remove(handle);
    };
  }, [key]);
}

/** Options of a dialog that opens by itself or on a trigger (`trigger` omitted: it opens when mounted). */
export type DialogOptions = Pick<
  OpenOptions,
  | 'trigger'
  | 'delay'
  | 'scroll'
  | 'showOnce'
  | 'hideAfterSubmit'
  | 'closeAfter'
  | 'position'
  | 'button'
  | 'color'
>;

/** The form inline, where the component stands; it grows with the form. */
export function FormsEngineWidget({
  className,
  style,
  ...props
}: FormsEngineProps & Pick<HTMLAttributes<HTMLDivElement>, 'className' | 'style'>) {
  const box = useRef<HTMLDivElement>(null);
  useFormsEngine(props, { mode: 'inline' }, box);
  return <div ref={box} className={className} style={style} data-forms-engine-widget="" />;
}

/** A dialog of the given mode with its trigger; renders nothing itself (a popover or side tab brings its button). */
export function FormsEngineDialog({
  mode,
  ...props
}: FormsEngineProps & DialogOptions & { mode: EmbedMode }) {
  const {
    trigger,
    delay,
    scroll,
    showOnce,
    hideAfterSubmit,
    closeAfter,
    position,
    button,
    color,
    ...common
  } = props;
  useFormsEngine(common, {
    mode,
    trigger,
    delay,
    scroll,
    showOnce,
    hideAfterSubmit,
    closeAfter,
    position,
    button,
    color,
  });
  return null;
}

type NamedDialogProps = FormsEngineProps & DialogOptions;

/** A centred popup. */
export const FormsEnginePopup = (props: NamedDialogProps) => <FormsEngineDialog mode="popup" {...props} />;
/** A panel sliding in from the side. */
export const FormsEngineSlider = (props: NamedDialogProps) => <FormsEngineDialog mode="slider" {...props} />;
/** A round button in a corner opening a small panel. */
export const FormsEnginePopover = (props: NamedDialogProps) => (
  <FormsEngineDialog mode="popover" {...props} />
);
/** A tab on the edge of the page opening a panel from that side. */
export const FormsEngineSidetab = (props: NamedDialogProps) => (
  <FormsEngineDialog mode="sidetab" {...props} />
);
/** The whole window. */
export const FormsEngineFullPage = (props: NamedDialogProps) => (
  <FormsEngineDialog mode="fullpage" {...props} />
);

/** A button of your own (any content and attributes) that opens the form in a dialog. */
export function FormsEnginePopupButton({
  host,
  form,
  title,
  hidden,
  language,
  iconMode,
  onStepChanged,
  onSubmitted,
  onOpen,
  onClose,
  onError,
  mode = 'popup',
  closeAfter,
  children,
  ...buttonProps
}: FormsEngineProps &
  Pick<OpenOptions, 'closeAfter'> & {
    mode?: Exclude<EmbedMode, 'inline'>;
    children?: ReactNode;
  } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'title' | 'form' | 'onError'>) {
  const button = useRef<HTMLButtonElement>(null);
  useFormsEngine(
    { host, form, title, hidden, language, iconMode, onStepChanged, onSubmitted, onOpen, onClose, onError },
    { mode, trigger: 'click', closeAfter },
    button,
  );
  return (
    <button ref={button} type="button" {...buttonProps}>
      {children}
    </button>
  );
}
