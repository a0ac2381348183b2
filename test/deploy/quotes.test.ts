// Every deploy config is a file in deploy/ that a test serves or runs, and a doc that gives one
// links to it and quotes it whole, as the file is: a quote cannot drift from what runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/packed.ts';

const DEPLOY = path.join(ROOT, 'deploy');
const DOCS = path.join(ROOT, 'docs');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));

const configs = files(DEPLOY).map((f) => path.relative(ROOT, f));
const docs = files(DOCS).filter((f) => f.endsWith('.md'));

describe('the deploy configs the docs give', () => {
  it.each(configs)('%s is linked from the docs, and quoted whole where it is quoted', (config) => {
    const text = readFileSync(path.join(ROOT, config), 'utf8');
    const linking = docs.filter((doc) =>
      readFileSync(doc, 'utf8').includes(`](${path.relative(path.dirname(doc), path.join(ROOT, config))})`),
    );
    const whole = new RegExp('```\\w*\\n' + text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '```');
    expect(linking.filter((doc) => whole.test(readFileSync(doc, 'utf8'))).length, `${config}: no doc quotes it whole`).toBeGreaterThan(0);
    // A quote of its first line is a quote of the file: whole, or not at all.
    const first = text.split('\n')[0] ?? '';
    for (const doc of docs) {
      const said = readFileSync(doc, 'utf8');
      if (said.includes(first)) expect(said, path.relative(ROOT, doc)).toMatch(whole);
    }
  });
});
