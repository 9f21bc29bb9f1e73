// The components on a server (react-dom/server, as Next.js renders a client component's first HTML): plain markup,
// no window touched, nothing loaded until the browser runs the effects.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  FormsEngineFullPage,
  FormsEnginePopover,
  FormsEnginePopup,
  FormsEnginePopupButton,
  FormsEngineSidetab,
  FormsEngineSlider,
  FormsEngineWidget,
} from './index.tsx';

const host = 'https://forms.example.com';

describe('a server render', () => {
  it('gives the inline box and the button as plain markup, and the dialogs nothing, without a window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <main>
        <FormsEngineWidget host={host} form={12} className="quote" title="Solar quote" />
        <FormsEnginePopupButton host={host} form={12} className="cta" mode="slider" aria-describedby="hint">
          Get a quote
        </FormsEnginePopupButton>
        <FormsEnginePopup host={host} form={12} trigger="exit" showOnce />
        <FormsEngineSlider host={host} form={12} trigger="time" delay={5} />
        <FormsEnginePopover host={host} form={12} button="Ask us" />
        <FormsEngineSidetab host={host} form={{ label: 'Solar', language: 'de' }} />
        <FormsEngineFullPage host={host} form={12} trigger="scroll" scroll={60} hideAfterSubmit />
      </main>,
    );
    expect(html).toBe(
      '<main><div class="quote" data-forms-engine-widget=""></div>' +
        '<button type="button" class="cta" aria-describedby="hint">Get a quote</button></main>',
    );
  });
});
