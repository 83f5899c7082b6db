import { describe, expect, it } from 'vitest';
import { scrubPicture, shadowCss } from './picture-markup';

describe('the markup of a drawn first screen', () => {
  it("leaves out React's notes for a browser taking the markup over, and nothing else", () => {
    const html =
      '<aside id="sidebar"><button aria-controls="sidebar">Menu</button></aside>' +
      '<!--$!--><template data-msg="Switched to client rendering" data-cstck="at Lazy"></template><span aria-hidden="true"></span><!--/$-->';
    expect(scrubPicture(html)).toBe(
      '<aside id="sidebar"><button aria-controls="sidebar">Menu</button></aside><!--$!--><span aria-hidden="true"></span><!--/$-->',
    );
  });

  it("puts the document's own rules on the shadow root's host and keeps text from ending the style element", () => {
    const css =
      ':root{--x:1;}body{margin:0;}html,.a{color:red;}.b::after{content:"</style>";}.body-copy{x:1}@media (max-width: 576px){body{padding:0}}';
    expect(shadowCss(css)).toBe(
      ':host{--x:1;}:host{margin:0;}:host,.a{color:red;}.b::after{content:"<\\/style>";}.body-copy{x:1}@media (max-width: 576px){:host{padding:0}}',
    );
  });

  it("leaves out the sheet's bookkeeping rules", () => {
    const css = '.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-a"]{content:"a,"}/*!sc*/\n';
    expect(shadowCss(css)).toBe('.a{color:red;}');
  });
});
