// A small React app for the browser test of @forms-engine/react (e2e/runner/react-embed.spec.ts): an inline form, a
// popup button and a slider that can be mounted and unmounted, each component's events listed on the page.
import {
  type DialogDetail,
  FormsEnginePopupButton,
  FormsEngineSlider,
  FormsEngineWidget,
  type SubmittedDetail,
} from '@forms-engine/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const host = params.get('host') ?? '';
const form = Number(params.get('form'));

function App() {
  const [events, setEvents] = useState<string[]>([]);
  const [slider, setSlider] = useState(false);
  const log = (what: string) => (detail: DialogDetail | SubmittedDetail) =>
    setEvents((list) => [...list, `${what} ${detail.formId}`]);
  return (
    <main>
      <h1>React host</h1>
      <FormsEnginePopupButton
        host={host}
        form={form}
        title="Popup quote"
        closeAfter={0}
        onOpen={log('popup open')}
        onClose={log('popup close')}
        onSubmitted={log('popup submitted')}
      >
        Get a quote
      </FormsEnginePopupButton>
      <label>
        <input type="checkbox" checked={slider} onChange={(e) => setSlider(e.target.checked)} /> Slider
      </label>
      {slider ? (
        <FormsEngineSlider
          host={host}
          form={form}
          title="Slider quote"
          trigger="load"
          onOpen={log('slider open')}
        />
      ) : null}
      <FormsEngineWidget host={host} form={form} title="Inline quote" onSubmitted={log('inline submitted')} />
      <ol aria-label="Events">
        {events.map((event, i) => (
          <li key={i}>{event}</li>
        ))}
      </ol>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
