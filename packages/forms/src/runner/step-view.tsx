// Renders the current step with its type's runner UI; heavy UIs (location, documents) load lazily.
import { lazy, Suspense } from 'react';
import type { StepType } from '../steps/types.ts';
import type { StepRunnerProps } from './step-props.ts';

// Every step UI is its own chunk: the page loads only the types a form uses, and the runner
// preloads the current and next step's chunk so moving on never waits.
const loaders = {
  tiles: () => import('../steps/tiles/runner.tsx'),
  multiSelect: () => import('../steps/multi-select/runner.tsx'),
  dropdown: () => import('../steps/dropdown/runner.tsx'),
  slider: () => import('../steps/slider/runner.tsx'),
  followup: () => import('../steps/followup/runner.tsx'),
  textbox: () => import('../steps/textbox/runner.tsx'),
  location: () => import('../steps/location/runner.tsx'),
  contact: () => import('../steps/contact/runner.tsx'),
  documentUpload: () => import('../steps/document-upload/runner.tsx'),
  documentInfo: () => import('../steps/document-info/runner.tsx'),
} satisfies Record<StepType, () => Promise<unknown>>;

const TilesRunner = lazy(loaders.tiles);
const MultiSelectRunner = lazy(loaders.multiSelect);
const DropdownRunner = lazy(loaders.dropdown);
const SliderRunner = lazy(loaders.slider);
const FollowupRunner = lazy(loaders.followup);
const TextboxRunner = lazy(loaders.textbox);
const LocationRunner = lazy(loaders.location);
const ContactRunner = lazy(loaders.contact);
const DocumentUploadRunner = lazy(loaders.documentUpload);
const DocumentInfoRunner = lazy(loaders.documentInfo);

/** Starts loading a step type's code ahead of time. */
export function preloadStep(type: StepType): void {
  loaders[type]().catch(() => {
    // A failed preload is retried by React.lazy when the step renders.
  });
}

function Spinner() {
  return (
    <div className="fe-center">
      <span className="fe-spinner" aria-hidden="true" />
    </div>
  );
}

export function StepView(props: StepRunnerProps) {
  const { step } = props;
  let body: React.ReactNode;
  switch (step.type) {
    case 'tiles':
      body = <TilesRunner {...props} step={step} />;
      break;
    case 'multiSelect':
      body = <MultiSelectRunner {...props} step={step} />;
      break;
    case 'dropdown':
      body = <DropdownRunner {...props} step={step} />;
      break;
    case 'slider':
      body = <SliderRunner {...props} step={step} />;
      break;
    case 'followup':
      body = <FollowupRunner {...props} step={step} />;
      break;
    case 'textbox':
      body = <TextboxRunner {...props} step={step} />;
      break;
    case 'location':
      body = <LocationRunner {...props} step={step} />;
      break;
    case 'contact':
      body = <ContactRunner {...props} step={step} />;
      break;
    case 'documentUpload':
      body = <DocumentUploadRunner {...props} step={step} />;
      break;
    case 'documentInfo':
      body = <DocumentInfoRunner {...props} step={step} />;
      break;
    default: {
      const unknownStep: never = step;
      return unknownStep;
    }
  }
  return <Suspense fallback={<Spinner />}>{body}</Suspense>;
}
