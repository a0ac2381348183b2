// dist/embed.d.ts and the package's lib/embed.d.ts: the types for host pages,
// written by the compiler's reading of src/embed/host-types.ts as one global
// script (a page that copies it has no module to import from). The events and
// window.SvcJobs are the widget's declarations as written, their docs with
// them; the attributes are the rule book's options, expanded one per line with
// the words host-types.ts gives each. Nothing here restates a type.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'src/embed/host-types.ts');

const HEADER = `// Types for pages that embed embed.js: copy this file (served beside the
// script as {jobs_url}/embed.d.ts, and written to dist/embed.d.ts by the build)
// into your project, or reference it: /// <reference path="./embed.d.ts" />
// A global script, not a module: it adds \`SvcJobs\` to \`window\` and the
// widget's events to HTMLElementEventMap, so this type-checks:
//   el.addEventListener('svc-jobs:applied', (e) => track(e.detail.publicId));
// Written by the build from the widget's source (src/embed/host-types.ts).
`;

/** The global glue: how the declarations above reach `window` and the DOM's event maps. */
const GLOBALS = `/** Every event as the DOM types it: a CustomEvent carrying its detail. */
type SvcJobsCustomEvents = { [K in keyof SvcJobsEventMap]: CustomEvent<SvcJobsEventMap[K]> };

// On the container, and, as the events bubble, on the document and the window.
interface HTMLElementEventMap extends SvcJobsCustomEvents {}
interface DocumentEventMap extends SvcJobsCustomEvents {}
interface WindowEventMap extends SvcJobsCustomEvents {}

/** \`window.SvcJobs\`, once embed.js has run (it loads async: check before use, or wait for svc-jobs:ready). */
declare var SvcJobs: SvcJobsApi | undefined;
`;

const docComment = (text: string, indent = ''): string => (text ? `${indent}/** ${text.replace(/\n/g, ' ')} */\n` : '');

/**
 * A declaration as written in the source, its doc comment included and `export` dropped, with
 * each of the source's own type aliases it names (MountResult) written out: a global script
 * cannot import them.
 */
function asWritten(decl: ts.Declaration, checker: ts.TypeChecker): string {
  const file = decl.getSourceFile();
  const cuts: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node)) {
      const symbol = checker.getSymbolAtLocation(node.typeName);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
      if (alias && !alias.getSourceFile().isDeclarationFile) {
        cuts.push({ start: node.getStart(file), end: node.getEnd(), text: alias.type.getText() });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(decl);
  // From its doc comment (the last one before it), not the file's opening comment.
  const doc = ts
    .getLeadingCommentRanges(file.text, decl.getFullStart())
    ?.filter((c) => file.text.startsWith('/**', c.pos))
    .pop();
  const from = doc?.pos ?? decl.getStart(file);
  let text = file.text.slice(from, decl.getEnd());
  for (const cut of cuts.reverse()) text = text.slice(0, cut.start - from) + cut.text + text.slice(cut.end - from);
  return `${text.replace(/^export /m, '')}\n`;
}

/** The attributes' type, one property per line: its words (from `words`), its name and its values. */
function expanded(name: string, symbol: ts.Symbol, words: ts.Type, checker: ts.TypeChecker): string {
  const decl = symbol.declarations?.[0];
  if (!decl) throw new Error(`${name} has no declaration`);
  // In the rule book's order (the words' order), the org first: as a snippet writes them.
  const order = ['svc-jobs', ...checker.getPropertiesOfType(words).map((p) => p.name)];
  const rank = (prop: ts.Symbol): number => order.indexOf(prop.name.replace(/^data-/, ''));
  const props = [...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))].sort((a, b) => rank(a) - rank(b));
  const lines = props.map((prop) => {
    const own = ts.displayPartsToString(prop.getDocumentationComment(checker));
    const option = checker.getPropertyOfType(words, prop.name.replace(/^data-/, ''));
    const doc = own || (option ? ts.displayPartsToString(option.getDocumentationComment(checker)) : '');
    if (!doc) throw new Error(`${name}['${prop.name}'] has no words: add them to AttributeWords in src/embed/host-types.ts`);
    const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = checker.typeToString(
      checker.getNonNullableType(checker.getTypeOfSymbol(prop)),
      undefined,
      ts.TypeFormatFlags.NoTruncation,
    );
    return `${docComment(doc, '  ')}  '${prop.name}'${optional}: ${type};`;
  });
  const own = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return `${docComment(own)}interface ${name} {\n${lines.join('\n')}\n}\n`;
}

/** The text of dist/embed.d.ts. */
export function hostTypes(): string {
  // The project's own settings (JSX, globals): the declarations reach the widget's modules.
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram([SOURCE, path.join(ROOT, 'src/globals.d.ts')], config.options);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length) throw new Error(`src/embed/host-types.ts:\n${problems.join('\n')}`);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(SOURCE);
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error('src/embed/host-types.ts could not be read');
  const exported = new Map(
    checker.getExportsOfModule(module).map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]),
  );
  const get = (name: string): ts.Symbol => {
    const symbol = exported.get(name);
    if (!symbol) throw new Error(`src/embed/host-types.ts exports no ${name}`);
    return symbol;
  };
  const declaration = (name: string): ts.Declaration => {
    const decl = get(name).declarations?.[0];
    if (!decl) throw new Error(`${name} has no declaration`);
    return decl;
  };
  const words = checker.getDeclaredTypeOfSymbol(get('AttributeWords'));
  return [
    HEADER,
    asWritten(declaration('SvcJobsEventMap'), checker),
    asWritten(declaration('SvcJobsEventName'), checker),
    expanded('SvcJobsAttributes', get('SvcJobsAttributes'), words, checker),
    asWritten(declaration('SvcJobsApi'), checker),
    GLOBALS,
  ].join('\n');
}
