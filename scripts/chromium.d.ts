/** Types of chromium.js (plain CommonJS so the audit runs on bare Node). */
export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
