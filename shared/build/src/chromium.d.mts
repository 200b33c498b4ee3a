export declare const HEADLESS_SHELL: string;
export declare const FULL_CHROMIUM: string;
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
