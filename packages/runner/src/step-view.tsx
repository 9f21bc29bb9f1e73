// Renders the current step with its type's runner UI; heavy UIs (location, documents) load lazily.
import { lazy, Suspense } from 'react';
import type { StepType } from '@forms-engine/model';
import type { StepRunnerProps } from './step-props.ts';

// Every step UI is its own chunk: the page loads only the types a form uses, and the runner
// preloads the current and next step's chunk so moving on never waits.
const loaders = {
  tiles: () => import('./steps/tiles.tsx'),
  multiSelect: () => import('./steps/multi-select.tsx'),
  dropdown: () => import('./steps/dropdown.tsx'),
  slider: () => import('./steps/slider.tsx'),
  followup: () => import('./steps/followup.tsx'),
  textbox: () => import('./steps/textbox.tsx'),
  location: () => import('./steps/location.tsx'),
  contact: () => import('./steps/contact.tsx'),
  documentUpload: () => import('./steps/document-upload.tsx'),
  documentInfo: () => import('./steps/document-info.tsx'),
  booking: () => import('./steps/booking.tsx'),
  yesNo: () => import('./steps/yes-no.tsx'),
  number: () => import('./steps/number.tsx'),
  rating: () => import('./steps/rating.tsx'),
  date: () => import('./steps/date.tsx'),
  imageChoice: () => import('./steps/image-choice.tsx'),
} satisfies Record<StepType, () => Promise<unknown>>;

type StepComponent = React.ComponentType<StepRunnerProps<never>>;

/** React.lazy plus a synchronous path once the chunk is in: a preloaded step renders without a fallback flash. */
function lazyStep(load: () => Promise<{ default: unknown }>) {
  let ready: StepComponent | null = null;
  let pending: Promise<StepComponent> | null = null;
  const preload = () => {
    pending ??= load().then((m) => {
      ready = m.default as StepComponent;
      return ready;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  // Built once per step type at module load, not per render.
  function StepComponent(props: StepRunnerProps<never>) {
    const Ready = ready;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return { Component: StepComponent, preload };
}

const components = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazyStep(load)]),
) as Record<StepType, ReturnType<typeof lazyStep>>;

/**
 * Starts loading a step type's code ahead of time; resolves when it is in (never rejects). A step whose code is
 * in renders without suspending, which also avoids React's ~300 ms reveal throttle after a fallback.
 */
export function preloadStep(type: StepType): Promise<void> {
  return components[type].preload().then(
    () => undefined,
    () => undefined, // A failed preload is retried by React.lazy when the step renders.
  );
}

function Spinner() {
  return (
    <div className="fe-center">
      <span className="fe-spinner" aria-hidden="true" />
    </div>
  );
}

export function StepView(props: StepRunnerProps) {
  const { Component } = components[props.step.type];
  return (
    <Suspense fallback={<Spinner />}>
      <Component {...(props as StepRunnerProps<never>)} />
    </Suspense>
  );
}
