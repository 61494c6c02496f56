import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

describe('markdown to safe HTML (issue 16 A5)', () => {
  it('keeps structure: headings, paragraphs, lists, emphasis', () => {
    const html = markdownToSafeHtml('### Step one\n\nEat **more** fibre.\n\n- oats\n- beans');
    expect(html).toBe(
      '<h3>Step one</h3>\n<p>Eat <strong>more</strong> fibre.</p>\n<ul>\n<li>oats</li>\n<li>beans</li>\n</ul>\n',
    );
  });

  it('no raw HTML, script, handler or unsafe link from an author reaches the page', () => {
    const html = markdownToSafeHtml(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[click](javascript:alert(1)) [ok](https://example.org)',
        '<iframe src="https://evil.test"></iframe>',
        '# Title',
      ].join('\n\n'),
    );
    // Escaped as text, never a tag or an attribute.
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('<a rel="noopener noreferrer nofollow" target="_blank">click</a>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(html).toContain('<h2>Title</h2>');
  });
});
