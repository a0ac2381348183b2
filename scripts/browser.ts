// Finds the engines of the end-to-end tests: Chromium ($CHROMIUM_PATH, the
// system's, else Playwright's own download), Firefox ESR and WebKitWebDriver
// with Xvfb (Debian's). ensureEngines installs whatever is missing where it can
// (as root, with apt-get), or says exactly what to run.
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

const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** Debian's Firefox ESR (or $FIREFOX_PATH), driven by Playwright over WebDriver BiDi. */
export function findFirefox(): string | null {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return FIREFOX.find((p) => existsSync(p)) ?? null;
}

/** Debian's WebKitWebDriver (webkit2gtk-driver), which starts WebKitGTK's MiniBrowser; it needs Xvfb or a display. */
export function findWebKitDriver(): string | null {
  return existsSync(WEBKIT_DRIVER) && (process.env.DISPLAY || hasCommand('Xvfb')) ? WEBKIT_DRIVER : null;
}

/** What `apt-get install` needs for each missing engine (Debian's package names). */
function missingPackages(): string[] {
  const missing: string[] = [];
  if (!findChromium()) missing.push('chromium');
  if (!findFirefox()) missing.push('firefox-esr');
  if (!existsSync(WEBKIT_DRIVER)) missing.push('webkit2gtk-driver');
  if (!process.env.DISPLAY && !hasCommand('Xvfb')) missing.push('xvfb');
  // Not an engine, but the end-to-end suite runs the PHP recipe with it (e2e/php-recipe.spec.ts).
  if (!existsSync(process.env.PHP_PATH ?? '/usr/bin/php')) missing.push('php-cli');
  return missing;
}

/**
 * Installs every missing engine in one apt-get run when this is root on Debian
 * or Ubuntu; otherwise prints the exact command. Returns what is still missing.
 */
export function ensureEngines(): string[] {
  const missing = missingPackages();
  if (!missing.length) return [];
  console.log(`The end-to-end tests need ${missing.join(', ')}; installing.`);
  if (process.getuid?.() === 0 && hasCommand('apt-get') && run('apt-get', ['update', '-qq']))
    run('apt-get', ['install', '-y', '-qq', ...missing]);
  // No system Chromium to be had: Playwright's own build serves as well.
  if (!findChromium()) run('npx', ['playwright', 'install', 'chromium']);
  const left = missingPackages();
  if (left.length)
    console.error(
      `\nThe end-to-end tests need ${left.join(', ')}, which could not be installed. Run:\n` +
        `  sudo apt-get install ${left.join(' ')}    (Debian/Ubuntu; then npm test)\n` +
        'or point CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH or PHP_PATH at your own builds.\n',
    );
  return left;
}

/** A Chromium path, installing the engines if need be; null (with instructions printed) when that fails. */
export function ensureChromium(): string | null {
  const found = findChromium();
  if (found) return found;
  ensureEngines();
  return findChromium();
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
