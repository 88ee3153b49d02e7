export declare const MISSING_BROWSER_MESSAGE: string;
/** Flags for headless Chromium here: no sandbox as root, and no calls home on a closed network. */
export declare const CHROMIUM_ARGS: string[];
/** An executable path; undefined for Playwright's bundled browser; null when there is none. */
export declare function findChromium(): Promise<string | undefined | null>;
