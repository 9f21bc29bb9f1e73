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
 * Keeps what the respondent puts into the server's fields until the runner has taken over: what they hold when the
 * runner's code arrives, then every later edit. The runner's first renders set each controlled field to its state,
 * which knows nothing of what was typed before it hydrated: `restore` puts the respondent's values back in the same
 * commit (so a tick never visibly untoggles), and the next keystroke lands on what was typed, not on that reset.
 * `finish` stops listening and hands the list over. The honeypot is left alone (the runner reads it from the field
 * when submitting).
 */
function keepEarlyFields(): { restore: () => void; finish: () => EarlyField[] } {
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
  return {
    restore: () => {
      for (const early of kept.values()) putBack(early);
    },
    finish: () => {
      root.removeEventListener('input', onEdit, true);
      root.removeEventListener('change', onEdit, true);
      root.removeEventListener('beforeinput', beforeEdit, true);
      return [...kept.values()];
    },
  };
}

/** Gives a field back what the respondent left in it, if a render reset it. */
function putBack({ field, value, checked }: EarlyField) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && isToggle(field)) {
    if (field.checked !== checked) field.checked = checked;
  } else if (!isFile(field) && field.value !== value) field.value = value;
}

/**
 * Hands what the respondent did to the server's markup before the runner took over to the running form: every field
 * filled gets the respondent's value back and the event the runner listens to, all in one go (a step that has
 * several fields, like contact, builds its answer from the latest change, so one render shows them all and no field
 * is seen reset in between); then each button tapped meanwhile is tapped again, in order, one render apart (Next
 * already taken to the following step finds its old button gone and does not move twice). Fields of a screen that
 * is gone (a stored session resumed elsewhere) are dropped.
 */
async function handOverEarlyInput(fields: readonly EarlyField[]) {
  const taps = takeHeldTaps(root);
  for (const early of fields) {
    const { field } = early;
    if (!field.isConnected) continue;
    putBack(early);
    // Preact's onChange listens to `input` on text fields and sliders, to `change` on the rest.
    const textual =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && !isToggle(field) && !isFile(field));
    field.dispatchEvent(new Event(textual ? 'input' : 'change', { bubbles: true }));
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
      const early = keepEarlyFields();
      const tookOver = () => {
        // How the runner took over, set once it answers input (tests that are not about early input wait for it).
        root.dataset.runner = 'hydrated';
        void handOverEarlyInput(early.finish());
      };
      hydrateRoot(
        root,
        <EmbedPage
          initial={result}
          hydrateAs={{ mobile: serverRendered === 'mobile', language: root.dataset.lang }}
          onTakenOver={tookOver}
          onReRendered={early.restore}
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
