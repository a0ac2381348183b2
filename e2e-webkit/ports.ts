// The same default ports as playwright.config.ts (npm test gives this suite
// ports of its own: it runs beside Chromium's Playwright), and WebKitWebDriver's.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 5183);
export const JOBS_PORT = Number(process.env.E2E_JOBS_PORT ?? 5184);
export const DRIVER_PORT = Number(process.env.E2E_WEBDRIVER_PORT ?? 5185);
export const JOBS = `http://127.0.0.1:${JOBS_PORT}`;
export const SITE = `http://localhost:${SITE_PORT}`;
export const SNIPPET = `<script async src="${JOBS}/embed.js?v=3"></script>`;
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
