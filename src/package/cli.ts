// The package's command, `svc-jobs`: the two commands of scripts/ (src/cli/),
// with their flags, output and exit codes.
import { pagesCommand, pagesUsage } from '../cli/board-pages.ts';
import { snippetCommand, snippetUsage } from '../cli/snippet.ts';

const USAGE = `usage: svc-jobs <command> …
commands:
  ${snippetUsage('svc-jobs snippet')
    .replace(/^usage: /, '')
    .replace('\n', '\n    ')}
  ${pagesUsage('svc-jobs pages').replace(/^usage: /, '')}
  svc-jobs --help`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'snippet') return snippetCommand(rest, snippetUsage('svc-jobs snippet'));
  if (command === 'pages') return pagesCommand(rest, pagesUsage('svc-jobs pages'));
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  console.error(command ? `unknown command ${command}\n${USAGE}` : USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
