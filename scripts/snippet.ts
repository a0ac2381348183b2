// Prints the embed.js snippet for an org, for a site's build step (the
// builder's own functions):
//   npx tsx scripts/snippet.ts <jobs_url> <org> [data-apply=inline] [data-sync-url] [--accent=#7c3aed] [--plain] …
// By default the container holds the board written ahead (a declarative shadow
// root: the page paints the board with no script and never jumps when it comes
// alive); --plain writes a list of the openings instead. Attributes are written
// name=value (a bare name for data-sync-url); the `data-` may be left out.
// Exit 0 with the snippet on stdout (and, for the board written ahead, the
// strict-CSP line on stderr); 1 when the feed cannot be loaded; 2 for a usage
// mistake. The command lives in src/cli/snippet.ts (the package's `svc-jobs snippet` too).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs as parse, snippetCommand, snippetUsage, type CliArgs } from '../src/cli/snippet.ts';

export type { CliArgs };
const USAGE = snippetUsage('npx tsx scripts/snippet.ts');

/** The command line as snippet options, or the problem with it. */
export const parseArgs = (argv: readonly string[]): CliArgs | { error: string } => parse(argv, USAGE);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await snippetCommand(process.argv.slice(2), USAGE);
}
