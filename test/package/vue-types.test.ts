// The Vue component's published types under vue-tsc (strictTemplates): a
// template's props in kebab-case are the board's options, and a value the
// board refuses, an option it does not have or an attribute's name
// (`data-apply`) is a type error, each on its line. The types are the build's
// (scripts/package-types.ts), written beside a user's single-file component.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageTypes } from '../../scripts/package-types.ts';
import { ROOT } from '../support/packed.ts';

const dir = path.join(ROOT, '.scratch/vue-types');

const TEMPLATE = `<script setup lang="ts">
import { SvcJobsBoard } from 'svc-jobs/vue';
</script>
<template>
  <SvcJobsBoard org="acme" jobs-url="https://jobs.example" group-by="department" apply="inline" :page-size="20" sync-url lang="de-AT" />
  <!-- @vue-expect-error a value the board refuses -->
  <SvcJobsBoard org="acme" jobs-url="https://jobs.example" apply="inlin" />
  <!-- @vue-expect-error a value the board refuses -->
  <SvcJobsBoard org="acme" jobs-url="https://jobs.example" group-by="team" />
  <!-- @vue-expect-error not an option of the board -->
  <SvcJobsBoard org="acme" jobs-url="https://jobs.example" colour="red" />
  <!-- @vue-expect-error an attribute's name is not a prop -->
  <SvcJobsBoard org="acme" jobs-url="https://jobs.example" data-apply="inline" />
</template>
`;

/** vue-tsc over one component: its exit code and the errors it printed. */
function vueTsc(component: string): { code: number; errors: string[] } {
  writeFileSync(path.join(dir, 'App.vue'), component);
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/vue-tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  return { code: run.status ?? 1, errors: run.stdout.split('\n').filter((l) => l.includes('error TS')) };
}

describe('the Vue component under vue-tsc', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the options in kebab-case and refuses what the board refuses, an unknown option and an attribute’s name', () => {
    rmSync(dir, { recursive: true, force: true });
    for (const [name, text] of packageTypes()) {
      mkdirSync(path.dirname(path.join(dir, 'lib', name)), { recursive: true });
      writeFileSync(path.join(dir, 'lib', name), text);
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      skipLibCheck: true,
      types: [],
      paths: { 'svc-jobs/vue': ['./lib/vue.d.ts'] },
    };
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, vueCompilerOptions: { strictTemplates: true }, include: ['App.vue'] }),
    );
    // Every expected error met (an unmet @vue-expect-error fails too), and nothing else.
    expect(vueTsc(TEMPLATE)).toEqual({ code: 0, errors: [] });
    // Without the expectations: one error on each of the four lines.
    const bare = vueTsc(TEMPLATE.replace(/ *<!-- @vue-expect-error[^>]*-->\n/g, ''));
    expect(bare.code).not.toBe(0);
    expect(bare.errors.map((e) => /App\.vue\((\d+),/.exec(e)?.[1])).toEqual(['6', '7', '8', '9']);
  }, 120_000);
});
