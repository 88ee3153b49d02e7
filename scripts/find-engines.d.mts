/** A one-line message naming the Debian packages to install, or null when every engine is there. */
export declare function missingEnginesMessage(): string | null;
