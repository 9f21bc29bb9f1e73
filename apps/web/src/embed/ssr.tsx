// Server entry (built by vite.ssr.config.ts, loaded by the server): the /embed page's first step as HTML, rendered
// from the same components the browser then hydrates, so the markup is identical.
import { loadEmojiMap, loadLucideIcons } from '@forms-engine/forms/runner/option-icon.tsx';
import { MOBILE_WIDTH } from '@forms-engine/embed';
import { MOBILE_AGENT } from '@forms-engine/forms/runner/frame.ts';
import { preloadStep } from '@forms-engine/forms/runner/step-view.tsx';
import { stepHasOptions } from '@forms-engine/forms/steps/rules.ts';
import { STEP_TYPES, type StepType } from '@forms-engine/forms/steps/types.ts';
import { runnerTexts } from '@forms-engine/forms/texts.ts';
import { MAX_HIDDEN_VALUE } from '@forms-engine/forms/hidden-fields.ts';
import { RESUME_KEY_PREFIX, RESUME_WINDOW_MS } from '@forms-engine/forms/runner/resume.ts';
import { answerKey } from '@forms-engine/forms/wizard.ts';
import { renderToString } from 'preact-render-to-string';
import { EmbedRunner, embedLanguage } from './embed-runner.tsx';
import { firstShown } from './first-step.ts';
import { formFromPayload } from './load-form.ts';
import { parseEmbedParams } from './params.ts';

export { lateStartScript } from '../late-start.ts';

/** Every step type's code and both icon sets, loaded once: rendering is then synchronous (no lazy fallback). */
export const ready: Promise<unknown> = Promise.all([
  ...STEP_TYPES.map((type) => preloadStep(type)),
  loadLucideIcons(),
  loadEmojiMap().catch(() => undefined),
]);

/**
 * Runs before the first paint, right after the markup. A frame whose layout (mobile by user agent or a width under
 * MOBILE_WIDTH, as the runner decides) differs from the server's guess drops the markup, and the runner renders
 * the step itself — a blank moment instead of a jump. Otherwise, until the runner has taken over, the step's fields,
 * labels and links work natively (what they hold is handed to the runner at takeover, main.tsx), while a tap on a
 * button — Next, an option — is held back (no native form post reloading the page) and queued for main.tsx to
 * replay; a second tap on the same button in a row is the same intention (nothing answered the first) and is
 * queued once.
 */
export const BOOT_SCRIPT = `(function(){var r=document.getElementById("root");var m=${MOBILE_AGENT}.test(navigator.userAgent)||innerWidth<${MOBILE_WIDTH};if((m?"mobile":"desktop")!==r.getAttribute("data-ssr")){r.textContent="";return}var q=[];function h(e){if(e.type==="click"){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b)return;if(q[q.length-1]!==b)q.push(b)}e.preventDefault();e.stopPropagation()}r.addEventListener("click",h,true);r.addEventListener("submit",h,true);window.__feEarly=function(){r.removeEventListener("click",h,true);r.removeEventListener("submit",h,true);return q}})()`;

/**
 * Follows BOOT_SCRIPT on pages whose first step #root marks with `data-early` (EarlyStep): an answer given before
 * the runner has taken over is not lost if the respondent leaves (decisions 125, 126). On the first edit it opens
 * the answer session under an id it makes up (`PUT /api/forms/{id}/sessions/{id}`, kept in `window.__feSession`,
 * its id in `window.__feSessionId`, for the runner to continue rather than open a second one; nothing when the server asks for a proof-of-work or
 * the honeypot is filled) and, each time the page is hidden before the takeover, saves the answer as the runner
 * would (its key, the auto-selected option, the link's hidden values) with a keepalive request: the spec's PATCH
 * once the session is known, else the same PUT carrying the answers, which opens or joins that one session. A
 * returning respondent's stored session (the runner's resume record) is continued instead: its answers plus this
 * one, saved there and in the record. Nothing runs when BOOT_SCRIPT dropped the markup.
 */
export const EARLY_SAVE_SCRIPT = `(function(){var r=document.getElementById("root"),d=r.getAttribute("data-early"),f=window.__feEarly,t,s,k,l,c,a,u,S;if(!d||!f)return;d=JSON.parse(d);window.__feEarly=function(){t=1;return f()};S="${RESUME_KEY_PREFIX}"+d.f;try{c=JSON.parse(localStorage.getItem(S));if(c.sessionId&&c.history&&c.answers&&Date.now()-c.savedAt<${RESUME_WINDOW_MS})k=c;else c=0}catch(e){c=0}a=c?c.answers:d.a;function g(){var p=r.querySelector("[name=website]");return!t&&!(p&&p.value)}function v(){var x=r.querySelectorAll(d.t==="contact"?"[id^=fe-contact-]":"textarea,select,[type=range]"),o={},n,i,w={};if(d.t!=="contact")o=x[0]?d.t==="slider"?+x[0].value:x[0].value||(d.t==="dropdown"?void 0:""):"";else for(i=0;i<x.length;i++)o[x[i].id.split("-").pop()]=x[i].type==="checkbox"?x[i].checked:x[i].value;a[d.k]=o;d.h.forEach(function(y){[location.search,location.hash.slice(1)].forEach(function(c){var z=(new URLSearchParams(c).get(y)||"").trim();if(z){w[y]=z.slice(0,${MAX_HIDDEN_VALUE});n=1}})});if(n)a._hidden=Object.assign({},a._hidden,w);return JSON.stringify({tempResponse:a})}function e(){var b;if(!k&&!u||!g()||(b=v())===l)return;l=b;if(c)try{c.answers=a;c.savedAt=Date.now();localStorage.setItem(S,JSON.stringify(c))}catch(x){}fetch(k?"/api/sessions/"+k.sessionId+"/temp-response":"/api/forms/"+d.f+"/sessions/"+u,{method:k?"PATCH":"PUT",keepalive:true,credentials:"include",headers:{"content-type":"application/json"},body:b}).catch(function(){})}r.addEventListener("input",function(){if(k||s||!g())return;u="10000000-1000-4000-8000-100000000000".replace(/[018]/g,function(c){return(c^crypto.getRandomValues(new Uint8Array(1))[0]&15>>c/4).toString(16)});window.__feSessionId=u;window.__feSession=s=fetch("/api/forms/"+d.f+"/sessions/"+u,{method:"PUT",credentials:"include"}).then(function(x){return x.ok?x.json():null}).then(function(x){return k=x&&x.sessionId?x:u=null},function(){return u=null})},true);addEventListener("pagehide",e);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")e()})})()`;

/** The server's layout guess for a request: a mobile browser by its user agent. */
export const mobileAgent = (userAgent: string | undefined) => MOBILE_AGENT.test(userAgent ?? '');

export interface RenderedStep {
  /** The markup that goes inside #root. */
  html: string;
  /** The shown step's type, whose chunk the page preloads. */
  stepType: StepType;
  /** The icon chunk the step draws from, if any. */
  icons: 'lucide' | 'emoji' | null;
  /** What the boot script needs to save an answer typed before the runner takes over, when it can build it. */
  early: EarlyStep | null;
}

/**
 * The step types whose server-rendered fields hold the whole answer before the runner takes over, which the early
 * save reads: a text, contact's fields, a dropdown's choice, a slider's range. A location's address is no answer
 * until checked (its Check button waits for the runner); the rest are answered by taps, which wait too.
 */
const EARLY_TYPES: ReadonlySet<string> = new Set(['textbox', 'contact', 'dropdown', 'slider']);

/** `data-early` on #root: form id, the step's answer key and type, answers the runner starts with, hidden names. */
export interface EarlyStep {
  f: number;
  k: string;
  t: string;
  a: Record<string, unknown>;
  h: string[];
}

/**
 * The first screen of a published payload as /embed?{search} shows it to a new respondent (no stored session,
 * no stored theme, no prefills), or null when there is nothing to render on the server.
 */
export function renderFirstStep(payload: unknown, search: string, mobile: boolean): RenderedStep | null {
  const loaded = formFromPayload(payload);
  if (!loaded.ok || loaded.form.config === null || loaded.form.config === undefined) return null;
  const form = loaded.form;
  const shown = firstShown(form);
  if (!shown) return null;
  const { step, index, config } = shown;
  const params = parseEmbedParams(search);
  const html = renderToString(
    <main className="fe-embed">
      <EmbedRunner form={form} params={params} isMobile={mobile} storedTheme={{}} query={[]} />
    </main>,
  );
  // The runner crashed on the server: let the browser render (and report) it.
  if (html.includes(runnerTexts(embedLanguage(params, form)).loadFailed)) return null;
  const iconMode = params.iconMode ?? form.iconMode ?? 'lucide';
  const icons = stepHasOptions(step) && (iconMode === 'lucide' || iconMode === 'emoji') ? iconMode : null;
  const early: EarlyStep | null =
    typeof form.id === 'number' && EARLY_TYPES.has(step.type)
      ? {
          f: form.id,
          k: answerKey(step, index),
          t: step.type,
          a:
            index === 1 && config.steps[0]
              ? { [answerKey(config.steps[0], 0)]: form.autoSelectOptionId }
              : {},
          h: config.hiddenFields ?? [],
        }
      : null;
  return { html, stepType: step.type, icons, early };
}
