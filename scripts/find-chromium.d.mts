export declare const MISSING_BROWSER_MESSAGE: string;
/** An executable path; undefined for Playwright's bundled browser; null when there is none. */
export declare function findChromium(): Promise<string | undefined | null>;
