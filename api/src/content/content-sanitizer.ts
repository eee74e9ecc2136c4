import sanitizeHtml from 'sanitize-html';

/**
 * What a content body may contain: text structure, links and images. Scripts, styles, event
 * handlers, iframes and javascript: URLs are removed, because bodies are rendered as HTML in the
 * browser and will later be written in the admin area. Titles and excerpts are plain text, which
 * the browser renders escaped, so they need no sanitising.
 */
const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'img',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'bdi',
    'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // External links open in a new tab without handing it our window; rel/target come only from us.
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: /^https:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : attribs,
    }),
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_OPTIONS);
}
