// Types of scripts/chromium.mjs for the TypeScript files that import it.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
/** Whether fontconfig knows a Chinese font (Debian's fonts-noto-cjk), so 汉字 are drawn, not boxes. */
export declare function hasCjkFont(): boolean;
