// The npm package's types, emitted by the TypeScript compiler from the source
// (src/package/*.ts, whose props are made from the rule book): nothing is
// written by hand. The declarations of every module the entries' types reach
// go under lib/types/ (relative imports renamed .ts → .js, as the package's
// files are named); lib/index.d.ts, react.d.ts and vue.d.ts re-export them.
// `@internal` declarations (the server half's markup hand-over) are stripped.
// vite.package.config.ts calls it; test/package/components.test.ts compiles a
// user's code against its output.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The package's type entries: export path → source module. */
export const TYPE_ENTRIES: Readonly<Record<string, string>> = {
  'index.d.ts': 'src/package/index.ts',
  'react.d.ts': 'src/package/react-client.ts',
  'vue.d.ts': 'src/package/vue.ts',
  // What lib/astro/SvcJobsBoard.astro imports its props' type from (../astro.js).
  'astro.d.ts': 'src/package/astro.ts',
  'server.d.ts': 'src/server/index.ts',
  'worker.d.ts': 'src/server/worker.ts',
};

/** Modules a published declaration may import by name: the frameworks the user has (the rest is bundled). */
const PEERS = new Set(['react', 'vue']);

/** The declaration files, by their path under lib/ (types/… and the entries' re-exports). */
export function packageTypes(): Map<string, string> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    stripInternal: true,
    rootDir: path.join(ROOT, 'src'),
    outDir: path.join(ROOT, 'lib/types'),
  };
  const program = ts.createProgram(
    Object.values(TYPE_ENTRIES).map((f) => path.join(ROOT, f)),
    options,
  );
  // The compiler declares every module of the program; the package keeps those the entries' declarations reach.
  const emitted = new Map<string, string>();
  program.emit(undefined, (file, text) => {
    emitted.set(
      path.relative(path.join(ROOT, 'lib'), file),
      text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2'),
    );
  });
  const out = new Map<string, string>();
  const problems: string[] = [];
  const queue = Object.values(TYPE_ENTRIES).map((source) => `types/${path.relative('src', source).replace(/\.tsx?$/, '.d.ts')}`);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const text = emitted.get(name);
    if (text === undefined || out.has(name)) continue;
    out.set(name, text);
    for (const [, spec = ''] of text.matchAll(/(?:from\s+|import\()['"]([^'"]+)['"]/g))
      if (spec.startsWith('.')) queue.push(path.join(path.dirname(name), spec.replace(/\.js$/, '.d.ts')));
      else if (!PEERS.has(spec)) problems.push(`${name} imports ${spec}, which the package does not have`);
  }
  const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (diagnostics.length) problems.push(...diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')));
  if (problems.length) throw new Error(`the package's types:\n${[...new Set(problems)].join('\n')}`);
  for (const [entry, source] of Object.entries(TYPE_ENTRIES)) {
    const target = `./types/${path.relative('src', source).replace(/\.tsx?$/, '.js')}`;
    out.set(entry, `export * from '${target}';\n`);
  }
  return out;
}
