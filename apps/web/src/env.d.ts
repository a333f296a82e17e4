/** Injected by vite.config.ts: the build's version, compared against /version.json. */
declare const __APP_VERSION__: string;
