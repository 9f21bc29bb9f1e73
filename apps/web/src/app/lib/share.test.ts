import { describe, expect, it } from 'vitest';
// The share panel's snippets: the permanent link, the loader and iframe tags, and each embed mode for HTML, React and
// WordPress.
import {
  DEFAULT_CHOICE,
  type EmbedChoice,
  htmlAttr,
  htmlSnippet,
  iframeSnippet,
  loaderSnippet,
  permanentLink,
  previewDocument,
  reactSnippet,
  wordpressSnippet,
} from './share.ts';

const form = { id: 42, label: 'Solar "quote" <b>&</b>' };

describe('share snippets', () => {
  it('use the id-based permanent link, which survives renames', () => {
    expect(permanentLink('https://forms.example.com/', form)).toBe('https://forms.example.com/embed?id=42');
  });
  it('write the loader tag with the form id and an escaped title', () => {
    expect(loaderSnippet('https://forms.example.com', form)).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="42" data-title="Solar &quot;quote&quot; &lt;b&gt;&amp;&lt;/b&gt;"></script>',
    );
  });
  it('write a sandboxed iframe with the same permissions as the loader', () => {
    const html = iframeSnippet('https://forms.example.com', form);
    expect(html).toContain('src="https://forms.example.com/embed?id=42"');
    expect(html).toContain('sandbox="allow-scripts allow-forms allow-same-origin"');
    expect(html).toContain('title="Solar &quot;quote&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
  });
  it('escape every character that could leave an attribute', () => {
    expect(htmlAttr(`"><script>alert(1)</script>`)).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('embed mode snippets', () => {
  const origin = 'https://forms.example.com';
  const quote = { id: 42, label: 'Solar quote' };
  const choice = (c: Partial<EmbedChoice>): EmbedChoice => ({ ...DEFAULT_CHOICE, ...c });

  it('inline: the HTML is the loader snippet as it always was; React a widget; WordPress the plain shortcode', () => {
    const c = choice({});
    expect(htmlSnippet(origin, quote, c)).toBe(loaderSnippet(origin, quote));
    expect(reactSnippet(origin, quote, c)).toBe(
      `import { FormsEngineWidget } from '@forms-engine/react';\n\n<FormsEngineWidget host="${origin}" form={42} title="Solar quote" />`,
    );
    expect(wordpressSnippet(origin, quote, c)).toBe(
      `[forms_engine id="42" title="Solar quote" host="${origin}"]`,
    );
  });
  it('a popup opened by a click brings the page’s button, which the dialog names as its target', () => {
    const c = choice({ mode: 'popup', closeAfter: 3 });
    expect(htmlSnippet(origin, quote, c)).toBe(
      '<button type="button" id="forms-engine-42">Get a quote</button>\n' +
        `<script src="${origin}/embed.js" data-form="42" data-title="Solar quote" data-mode="popup" data-target="#forms-engine-42" data-close-after="3"></script>`,
    );
    expect(reactSnippet(origin, quote, c)).toBe(
      `import { FormsEnginePopupButton } from '@forms-engine/react';\n\n<FormsEnginePopupButton host="${origin}" form={42} title="Solar quote" closeAfter={3}>\n  Get a quote\n</FormsEnginePopupButton>`,
    );
    expect(wordpressSnippet(origin, quote, c)).toBe(
      `[forms_engine id="42" mode="popup" close_after="3" button="Get a quote" title="Solar quote" host="${origin}"]`,
    );
  });
  it('a slider on exit intent, once per visitor and never after a submission', () => {
    const c = choice({ mode: 'slider', trigger: 'exit', showOnce: true, hideAfterSubmit: true });
    expect(htmlSnippet(origin, quote, c)).toBe(
      `<script src="${origin}/embed.js" data-form="42" data-title="Solar quote" data-mode="slider" data-trigger="exit" data-show-once data-hide-after-submit></script>`,
    );
    expect(reactSnippet(origin, quote, c)).toBe(
      `import { FormsEngineSlider } from '@forms-engine/react';\n\n<FormsEngineSlider host="${origin}" form={42} title="Solar quote" trigger="exit" showOnce hideAfterSubmit />`,
    );
    expect(wordpressSnippet(origin, quote, c)).toBe(
      `[forms_engine id="42" mode="slider" trigger="exit" show_once="1" hide_after_submit="1" title="Solar quote" host="${origin}"]`,
    );
  });
  it('names the delay and the scroll share only when they differ from the defaults', () => {
    expect(htmlSnippet(origin, quote, choice({ mode: 'fullpage', trigger: 'time', delay: 10 }))).toContain(
      'data-mode="fullpage" data-trigger="time" data-delay="10"',
    );
    expect(htmlSnippet(origin, quote, choice({ mode: 'popup', trigger: 'scroll', scroll: 50 }))).toContain(
      'data-trigger="scroll"></script>',
    );
  });
  it('a side tab carries its text; the show-once rules are left out for a click (the visitor asked)', () => {
    const c = choice({ mode: 'sidetab', button: 'Free quote', showOnce: true });
    expect(htmlSnippet(origin, quote, c)).toBe(
      `<script src="${origin}/embed.js" data-form="42" data-title="Solar quote" data-mode="sidetab" data-button="Free quote"></script>`,
    );
    expect(reactSnippet(origin, quote, c)).toContain('<FormsEngineSidetab host=');
    expect(reactSnippet(origin, quote, c)).toContain('button="Free quote" />');
  });
  it('escapes a label for each language: HTML entities, a JavaScript string in JSX, no quotes in a shortcode', () => {
    const c = choice({ mode: 'popover' });
    expect(htmlSnippet(origin, form, c)).toContain(
      'data-title="Solar &quot;quote&quot; &lt;b&gt;&amp;&lt;/b&gt;"',
    );
    expect(reactSnippet(origin, form, c)).toContain('title={"Solar \\"quote\\" <b>&</b>"}');
    expect(wordpressSnippet(origin, { id: 42, label: 'Solar "quote" [x]' }, c)).toContain(
      `title="Solar 'quote' (x)"`,
    );
  });
  it('previews the dialog opened at once, without the show-once rules, on a stand-in page', () => {
    const page = previewDocument(
      origin,
      quote,
      choice({ mode: 'popup', trigger: 'click', showOnce: true, closeAfter: 2 }),
    );
    expect(page).toContain('<button type="button" id="forms-engine-42">Get a quote</button>');
    expect(page).toContain('data-mode="popup" data-trigger="load"></script>');
    expect(page).not.toContain('data-show-once');
    expect(page).not.toContain('data-close-after');
  });
});
