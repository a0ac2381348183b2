/// <reference types="vite/client" />
/** The package version, injected at build time. */
declare const __SVC_VERSION__: string;
