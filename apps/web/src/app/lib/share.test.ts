import { describe, expect, it } from 'vitest';
import { htmlAttr, iframeSnippet, loaderSnippet, permanentLink } from './share.ts';

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
