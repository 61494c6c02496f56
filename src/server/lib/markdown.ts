import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown without raw HTML: an author's `<script>` stays text, whatever sanitize-html would make of it. */
const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What article and e-book HTML may hold: text structure and safe links, nothing that runs or loads. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'blockquote',
    'code',
    'pre',
    'a',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // A document's own title is the page's h1: Markdown headings start at h2.
    h1: 'h2',
  },
};

/** Markdown (articles, e-book samples) to sanitized HTML, rendered on the server (issue 16 A5). */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), ALLOWED);
}
