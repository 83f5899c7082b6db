/** Launch flags that keep headless Chromium quiet on a closed network. */
export declare const chromiumArgs: string[];
/** Path of a Chromium binary, or undefined when none is present. */
export declare function findChromium(): Promise<string | undefined>;
/** Like findChromium, but installs Playwright's Chromium when nothing is present. */
export declare function ensureChromium(): Promise<string>;
