import { afterEach, describe, expect, it } from 'vitest';
import { bootShellId } from './boot-shell';
import { appCopy } from './copy';
import indexHtml from '../../index.html?raw';

// That it stays while the session loads and goes once the page (or sign-in) shows runs in real
// Chromium: e2e/first-load.spec.ts and e2e/sign-in.spec.ts.

afterEach(() => document.getElementById(bootShellId)?.remove());

describe('the boot screen of a reload inside the app', () => {
  it('is hidden as built and says what the session overlay says', () => {
    expect(indexHtml).toMatch(/<div id="boot-shell" role="status"[^>]* hidden>/);
    const markup = /<div id="boot-shell"[\s\S]*?<\/div>/.exec(indexHtml)?.[0] ?? '';
    document.body.insertAdjacentHTML('afterbegin', markup.replace(' hidden>', '>'));
    expect(document.getElementById(bootShellId)).toHaveTextContent(appCopy.loadingSession);
  });
});
