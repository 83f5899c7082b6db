/**
 * The first screen's markup is a picture: it shows until the app has drawn the same screen
 * under it, and nothing reads or focuses it (its element is inert, its tree a closed shadow root).
 * The parts a page loads later (the bell, the chat) show their fallback, as in the app's first
 * screen; React notes why in a template for a browser that would take the markup over, which
 * none does here, so the notes go.
 */
export function scrubPicture(html: string): string {
  return html.replace(/<template data-msg="[^"]*"(?: data-[a-z]+="[^"]*")*><\/template>/g, '');
}

/**
 * The styles of the picture's shadow root: the document's own rules (the theme's variables on
 * :root, the base styles of html and body) apply to its host instead. The sheet's bookkeeping
 * (which component wrote which names, kept for a browser to take over) is left out: no browser
 * takes this sheet over. Text that could end the style element is escaped.
 */
export function shadowCss(css: string): string {
  return css
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replaceAll('/*!sc*/\n', '')
    .replace(/(^|[{},])\s*(?::root|html|body)(?=[\s,{:])/g, '$1:host')
    .replaceAll('</', '<\\/');
}
