// WordPress for the plugin's tests, offline: Debian's packages (wordpress 6.1.x, the block
// theme Twenty Twenty-Three and the classic theme Twenty Twenty-One), taken with `apt-get
// download` and unpacked with `dpkg -x`, kept under .cache/wordpress/ between runs. Debian
// links some files to other packages (getID3, underscore, cropper) and to /etc (its
// wp-config.php, .htaccess, the CA bundle): they are copied as files here, and Debian's own
// wp-config.php (which reads /etc/wordpress) is left out, so Playground writes its own.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const CACHE = path.resolve('.cache/wordpress');
/** The WordPress tree, symlinks resolved, ready to be copied for each run. */
const TREE = path.join(CACHE, 'wordpress');
const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'wordpress-theme-twentytwentyone',
  // What Debian's wordpress links to instead of bundling.
  'php-getid3',
  'libjs-underscore',
  'libjs-cropper',
];
/** Debian's files that belong to its Apache setup, not to a WordPress tree. */
const LEFT_OUT = new Set(['wp-config.php', '.htaccess']);

/** The WordPress version of a tree (wp-includes/version.php). */
export function wordpressVersion(tree: string = TREE): string {
  return /\$wp_version = '([^']+)'/.exec(readFileSync(path.join(tree, 'wp-includes', 'version.php'), 'utf8'))?.[1] ?? '?';
}

function download(debs: string): void {
  mkdirSync(debs, { recursive: true });
  try {
    execFileSync('apt-get', ['download', ...PACKAGES], { cwd: debs, stdio: 'pipe' });
  } catch (err) {
    throw new Error(
      `apt-get download ${PACKAGES.join(' ')} failed (Debian's package lists: apt-get update): ${(err as { stderr?: Buffer }).stderr?.toString() ?? String(err)}`,
    );
  }
}

/** A symlink that points at nothing on this machine (the CA bundle without ca-certificates) is left out. */
const resolves = (file: string): boolean => {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
};

/** The WordPress tree (built once, then from the cache), as a directory to copy. */
export function wordpressTree(): string {
  if (existsSync(path.join(TREE, 'wp-includes', 'version.php'))) return TREE;
  const debs = path.join(CACHE, 'debs');
  if (!existsSync(debs) || !readdirSync(debs).some((f) => f.endsWith('.deb'))) download(debs);
  const root = path.join(CACHE, 'root');
  rmSync(root, { recursive: true, force: true });
  for (const deb of readdirSync(debs).filter((f) => f.endsWith('.deb'))) execFileSync('dpkg', ['-x', path.join(debs, deb), root]);
  const source = path.join(root, 'usr', 'share', 'wordpress');
  rmSync(`${TREE}.partial`, { recursive: true, force: true });
  cpSync(source, `${TREE}.partial`, {
    recursive: true,
    dereference: true,
    filter: (file) => !(path.dirname(file) === source && LEFT_OUT.has(path.basename(file))) && resolves(file),
  });
  // Whole or not at all: a run stopped halfway leaves no tree that looks built.
  renameSync(`${TREE}.partial`, TREE);
  rmSync(root, { recursive: true, force: true });
  return TREE;
}
