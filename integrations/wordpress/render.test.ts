// The WordPress plugin's output: the shortcode and the block give the loader tag a plain page uses, with every
// option checked and escaped (run in PHP's command line, WordPress's functions stood in for).
import { describe, expect, it } from 'vitest';
import { hasPhp, type RenderCase, renderWordPress } from './render.ts';

const site = { forms_engine_host: 'https://forms.example.com/' };
const render = (c: RenderCase) => renderWordPress([{ options: site, ...c }])[0];

if (!hasPhp())
  console.warn('SKIPPED: the WordPress plugin tests need php-cli (apt-get install php-cli; CI installs it)');

describe.skipIf(!hasPhp())('the WordPress plugin', () => {
  it('outputs the loader tag with the options as data attributes', () => {
    expect(
      render({
        shortcode: {
          id: '12',
          mode: 'popup',
          trigger: 'exit',
          show_once: '1',
          hide_after_submit: 'yes',
          close_after: '0',
          title: 'Solar quote',
        },
      }),
    ).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="popup" data-trigger="exit" ' +
        'data-close-after="0" data-show-once data-hide-after-submit data-title="Solar quote"></script>',
    );
  });
  it('shows a form inline by default, as the plain loader tag always did', () => {
    expect(render({ shortcode: { id: 7 } })).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="7"></script>',
    );
  });
  it('gives a popup, slider or full page opened by a click a button of its own, unless a target is named', () => {
    expect(render({ shortcode: { id: 12, mode: 'popup', button: 'Get a quote' } })).toBe(
      '<button type="button" class="forms-engine-button wp-element-button" id="forms-engine-open-1">Get a quote</button>' +
        '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="popup" data-trigger="click" data-target="#forms-engine-open-1"></script>',
    );
    expect(render({ shortcode: { id: 12, mode: 'fullpage', target: '.quote' } })).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="fullpage" data-target=".quote"></script>',
    );
  });
  it('passes the popover’s and side tab’s button text, side and colour', () => {
    expect(
      render({
        shortcode: { id: 12, mode: 'sidetab', button: 'Free quote', position: 'left', color: '#0f766e' },
      }),
    ).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="sidetab" data-position="left" ' +
        'data-button="Free quote" data-color="#0f766e"></script>',
    );
  });
  it('drops what it does not know: an unknown mode is inline, an unknown trigger, a negative delay, a bad colour', () => {
    expect(render({ shortcode: { id: 12, mode: 'modal' } })).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12"></script>',
    );
    expect(
      render({
        shortcode: { id: 12, mode: 'slider', trigger: 'hover', target: '#a', delay: '-1', color: 'red' },
      }),
    ).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="slider" data-target="#a"></script>',
    );
  });
  it('escapes every attribute it writes', () => {
    const html = render({
      shortcode: {
        id: 12,
        mode: 'popup',
        trigger: 'time',
        delay: '3',
        title: '"><script>alert(1)</script>',
        hidden: 'ref=a"b&c=<d>',
        target: '[data-x="y"]',
      },
    });
    expect(html).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="popup" data-trigger="time" ' +
        'data-target="[data-x=&quot;y&quot;]" data-delay="3" data-title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" ' +
        'data-hidden="ref=a&quot;b&amp;c=&lt;d&gt;"></script>',
    );
  });
  it('takes the address from the shortcode over the settings, and only an http(s) one', () => {
    expect(render({ shortcode: { id: 3, host: 'https://other.example.org/' } })).toBe(
      '<script src="https://other.example.org/embed.js" data-form="3"></script>',
    );
    // Without a usable address or id, visitors see nothing and editors a note saying what is missing.
    expect(render({ shortcode: { id: 3 }, options: { forms_engine_host: 'javascript:alert(1)' } })).toBe('');
    expect(render({ shortcode: { id: 0 }, canEdit: true })).toBe(
      '<p class="forms-engine-error">Forms Engine: set the form id and the Forms Engine address (Settings → General, or host=&quot;https://…&quot;).</p>',
    );
  });
  it('renders the block from its attributes, with block.json’s defaults', () => {
    expect(
      render({
        block: {
          formId: 12,
          mode: 'slider',
          trigger: 'scroll',
          scroll: 60,
          hideAfterSubmit: true,
          closeAfter: 2,
        },
      }),
    ).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12" data-mode="slider" data-trigger="scroll" ' +
        'data-scroll="60" data-close-after="2" data-hide-after-submit></script>',
    );
    expect(render({ block: { formId: 12 } })).toBe(
      '<script src="https://forms.example.com/embed.js" data-form="12"></script>',
    );
  });
});
