import DOMPurify from 'dompurify';

/**
 * Notification messages arrive as HTML from the server (§3). Only inline formatting survives;
 * scripts, handlers, styles and forms are removed, and links open safely in a new tab.
 */
const allowedTags = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li'];
const allowedAttributes = ['href', 'target', 'rel'];

export function sanitizeMessageHtml(html: string): string {
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
