import DOMPurify from 'dompurify';
import { memoByText } from './text-memo';

/**
 * Notification messages arrive as HTML from the server (§3). Only inline formatting survives;
 * scripts, handlers, styles and forms are removed, and links open safely in a new tab.
 */
const allowedTags = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li'];
const allowedAttributes = ['href', 'target', 'rel'];

/**
 * The same message is drawn again each time the panel opens or the page re-renders, and DOMPurify
 * costs about 2 ms a message on a slow phone: results are kept for the last 500 distinct messages.
 */
export const messageCacheSize = 500;

export const sanitizeMessageHtml = memoByText(messageCacheSize, sanitizeMessage);

function sanitizeMessage(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}

/**
 * Announcement bodies (§7) are longer articles: headings, lists, quotes, tables and images stay;
 * scripts, handlers, styles, frames and forms go. Addresses must be http(s), mailto, an anchor
 * or a path of this site; `//host` and `/\host` are refused because a browser reads both as
 * another host. Links open safely in a new tab.
 */
const articleTags = [
  ...allowedTags,
  'h2',
  'h3',
  'h4',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];
const articleAttributes = [...allowedAttributes, 'src', 'alt', 'width', 'height', 'title'];

export function sanitizeArticleHtml(html: string): string {
  // Without a document to parse in (a server with no window when DOMPurify loaded) it would
  // hand the input back as it came: nothing of it is shown then.
  if (!DOMPurify.isSupported) return '';
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: articleTags,
    ALLOWED_ATTR: articleAttributes,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/(?![/\\]))/i,
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const image of template.content.querySelectorAll('img')) {
    image.setAttribute('loading', 'lazy');
    if (!image.getAttribute('alt')) image.setAttribute('alt', '');
  }
  return template.innerHTML;
}
