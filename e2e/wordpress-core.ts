// WordPress for the plugin's tests, offline: Debian's packages (wordpress 6.1.x, the block
// theme Twenty Twenty-Three and the classic theme Twenty Twenty-One), taken with `apt-get
// download` and unpacked with `dpkg -x`, kept under .cache/wordpress/ between runs. Debian
// links some files to other packages (getID3, underscore, cropper) and to /etc (its
// wp-config.php, .htaccess, the CA bundle): they are copied as files here, and Debian's own
// wp-config.php (which reads /etc/wordpress) is left out, so Playground writes its own.
//
// The newest WordPress the registries hold: 6.5, from WordPress Playground's own builds
// (@wp-playground/wordpress-builds, taken with `npm pack`, its 6.5 zip unpacked here), with
// Debian's two themes copied in (the build carries only Twenty Twenty-Four).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

const CACHE = path.resolve('.cache/wordpress');
/** The WordPress tree, symlinks resolved, ready to be copied for each run. */
const TREE = path.join(CACHE, 'wordpress');
/** The WordPress versions the plugin's tests boot: Debian's, and the newest of Playground's builds. */
export type WordPressLine = '6.1' | '6.5';
/** Playground's builds of WordPress 6.2–6.5 (6.5.5 in this version). */
const BUILDS = '@wp-playground/wordpress-builds@0.9.19';
const TREE_6_5 = path.join(CACHE, 'wordpress-6.5');
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

/** The WordPress tree of a line (built once, then from the cache), as a directory to copy. */
export function wordpressTree(line: WordPressLine = '6.1'): string {
  return line === '6.5' ? newestTree() : debianTree();
}

function debianTree(): string {
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

/** WordPress 6.5 from Playground's builds, with Debian's block and classic themes beside its own. */
function newestTree(): string {
  if (existsSync(path.join(TREE_6_5, 'wp-includes', 'version.php'))) return TREE_6_5;
  const npm = path.join(CACHE, 'npm');
  mkdirSync(npm, { recursive: true });
  const tarball = path.join(npm, `${BUILDS.replace('@wp-playground/', 'wp-playground-').replace('@', '-')}.tgz`);
  if (!existsSync(tarball)) {
    try {
      execFileSync('npm', ['pack', BUILDS, '--pack-destination', npm], { stdio: 'pipe' });
    } catch (err) {
      throw new Error(`npm pack ${BUILDS} failed: ${(err as { stderr?: Buffer }).stderr?.toString() ?? String(err)}`);
    }
  }
  const zip = 'package/src/wordpress/wp-6.5.zip';
  execFileSync('tar', ['-xzf', tarball, '-C', npm, zip]);
  const partial = `${TREE_6_5}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(path.join(npm, zip))))) {
    // Its wp-config.php is the sample's: left out, as Debian's is, so Playground writes its own.
    if (name.endsWith('/') || LEFT_OUT.has(name)) continue;
    const file = path.join(partial, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  for (const theme of ['twentytwentythree', 'twentytwentyone'])
    cpSync(path.join(debianTree(), 'wp-content', 'themes', theme), path.join(partial, 'wp-content', 'themes', theme), { recursive: true });
  renameSync(partial, TREE_6_5);
  rmSync(npm, { recursive: true, force: true });
  return TREE_6_5;
}
