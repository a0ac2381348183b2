// Finds a Chromium for the end-to-end tests: $CHROMIUM_PATH, the system's
// (Debian's /usr/bin/chromium), else Playwright's own download. When there is
// none it installs one where it can, or says exactly what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightsOwn(): string | null {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return SYSTEM.find((p) => existsSync(p)) ?? playwrightsOwn();
}

function run(cmd: string, args: string[]): boolean {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

function hasCommand(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A browser path, installing one if need be; null (with instructions printed) when that fails. */
export function ensureChromium(): string | null {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found for the end-to-end tests; installing one.');
  const root = process.getuid?.() === 0;
  if (root && hasCommand('apt-get') && run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    return findChromium();
  }
  if (run('npx', ['playwright', 'install', 'chromium'])) return findChromium();
  console.error(
    '\nThe end-to-end tests need Chromium and none could be installed. Run one of:\n' +
      '  sudo apt-get install chromium          (Debian/Ubuntu; then npm test)\n' +
      "  npx playwright install chromium        (Playwright's own build)\n" +
      'or set CHROMIUM_PATH=/path/to/chrome.\n',
  );
  return null;
}

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** Debian's Firefox ESR (or $FIREFOX_PATH), driven by Playwright over WebDriver BiDi. */
export function findFirefox(): string | null {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return FIREFOX.find((p) => existsSync(p)) ?? null;
}

/** Debian's WebKitWebDriver (webkit2gtk-driver), which starts WebKitGTK's MiniBrowser; it needs Xvfb or a display. */
export function findWebKitDriver(): string | null {
  const path = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  return existsSync(path) && (process.env.DISPLAY || hasCommand('Xvfb')) ? path : null;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
