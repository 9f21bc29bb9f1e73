// Respondent runner entry for /embed — never imports owner-app code.
// early-load goes first so the form request starts before anything else runs.
import { earlyForm, serverRendered } from './early-load.ts';
import { takeHeldTaps } from '@forms-engine/embed/page-boot';
import { closedMessage } from '@forms-engine/runner';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page.tsx';
import type { LoadResult } from './load-form.ts';
import './embed.css';

const root = document.getElementById('root')!;

/** True when the served markup shows what this browser's first render would: same form screen (open or closed). */
function matchesServer(result: LoadResult): boolean {
  if (!result.ok) return false;
  const closedNow = closedMessage(result.form.availability, Date.now()) !== null;
  return closedNow === (root.querySelector('.fe-closed') !== null);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field of the server's markup that the respondent changed before the runner took over, as they left it. */
interface EarlyField {
  field: Field;
  value: string;
  checked: boolean;
}

/** Whether a field no longer holds what the server rendered into it. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].findIndex((o) => o.defaultSelected);
    return field.selectedIndex !== Math.max(initial, 0);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const isFile = (field: Field) => field instanceof HTMLInputElement && field.type === 'file';

/**
 * Keeps what the respondent puts into the server's fields until the runner has taken over (the returned function
 * stops and hands the list over): what they hold when the runner's code arrives, then every later edit. The
 * runner's first renders set each controlled field to its state, which knows nothing of what was typed before it
 * hydrated; the next keystroke lands on what was typed, not on that reset. The honeypot is left alone (the runner
 * reads it from the field when submitting).
 */
function keepEarlyFields(): () => EarlyField[] {
  const kept = new Map<Field, EarlyField>();
  const keep = (field: Field) =>
    kept.set(field, {
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    });
  for (const field of root.querySelectorAll<Field>('input, textarea, select'))
    if (field.name !== 'website' && changed(field)) keep(field);
  const onEdit = (event: Event) => {
    const field = event.target as Field;
    if (field.name !== 'website' && /^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) keep(field);
  };
  const beforeEdit = (event: Event) => {
    const field = event.target as Field;
    const early = kept.get(field);
    if (early && !isToggle(field) && !isFile(field) && field.value !== early.value) field.value = early.value;
  };
  root.addEventListener('input', onEdit, true);
  root.addEventListener('change', onEdit, true);
  root.addEventListener('beforeinput', beforeEdit, true);
  return () => {
    root.removeEventListener('input', onEdit, true);
    root.removeEventListener('change', onEdit, true);
    root.removeEventListener('beforeinput', beforeEdit, true);
    return [...kept.values()];
  };
}

/**
 * Hands what the respondent did to the server's markup before the runner took over to the running form: each field
 * filled gets the respondent's value back (if a render reset it) and the event the runner listens to, a render apart, so the
 * answer is in its state and saved like any other; then each button tapped meanwhile is tapped again, in order, one render apart
 * (Next already taken to the following step finds its old button gone and does not move twice). Fields of a screen
 * that is gone (a stored session resumed elsewhere) are dropped.
 */
async function handOverEarlyInput(fields: readonly EarlyField[]) {
  const taps = takeHeldTaps(root);
  for (const { field, value, checked } of fields) {
    if (!field.isConnected) continue;
    const toggles = isToggle(field);
    if (toggles && field instanceof HTMLInputElement) {
      if (field.checked !== checked) field.checked = checked;
    } else if (!isFile(field) && field.value !== value) field.value = value;
    // Preact's onChange listens to `input` on text fields and sliders, to `change` on the rest.
    const textual =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !toggles && !isFile(field));
    field.dispatchEvent(new Event(textual ? 'input' : 'change', { bubbles: true }));
    // One field at a time: a step's handler builds its answer from the last render (contact's four fields).
    await new Promise((done) => setTimeout(done));
  }
  for (const button of taps) {
    if (!button.isConnected) continue;
    await afterRender();
    if (button.isConnected) button.click();
  }
}

/**
 * Resolves once the runner has rendered what came before and run its effects (Preact runs effects in a timeout
 * after the next frame; a hidden frame gets no frames, hence the fallback).
 */
const afterRender = () =>
  new Promise<void>((done) => {
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      setTimeout(() => setTimeout(done));
    };
    requestAnimationFrame(go);
    setTimeout(go, 100);
  });

if (serverRendered && earlyForm) {
  // The first step is on screen already: take it over once its code is in, without re-creating the DOM.
  earlyForm.then((result) => {
    if (matchesServer(result)) {
      const earlyFields = keepEarlyFields();
      const tookOver = () => {
        // How the runner took over, set once it answers input (tests that are not about early input wait for it).
        root.dataset.runner = 'hydrated';
        void handOverEarlyInput(earlyFields());
      };
      hydrateRoot(
        root,
        <EmbedPage
          initial={result}
          hydrateAs={{ mobile: serverRendered === 'mobile', language: root.dataset.lang }}
          onTakenOver={tookOver}
        />,
      );
    } else {
      takeHeldTaps(root);
      root.textContent = '';
      createRoot(root).render(<EmbedPage initial={result} />);
      root.dataset.runner = 'rendered';
    }
  });
} else {
  createRoot(root).render(<EmbedPage />);
}
