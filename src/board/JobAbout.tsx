import type { JobPage } from '../feed/job.ts';
import type { Words } from '../ui/i18n.ts';
import { parseMarkdown, toNodes, type Block } from '../ui/markdown.ts';
import { h, Fragment } from 'preact';

/**
 * What a job is and asks: its description (the feed's Markdown subset, built as
 * elements, never HTML) and its requirements. On a detail page (under an h2)
 * and above the form of an Apply disclosure (under the job's h3, or h4 in a
 * group): `level` is the requirements' heading, the description's move with it.
 */
export function JobAbout({
  job,
  words,
  level = 3,
}: {
  job: Pick<JobPage, 'description' | 'requirements'>;
  words: Words;
  level?: 3 | 4 | 5;
}) {
  const H = `h${level}` as 'h3';
  const blocks = parseMarkdown(job.description ?? '');
  for (const b of blocks) if (b.tag[0] === 'h') b.tag = `h${+b.tag.slice(1) + level - 3}` as Block['tag'] & 'h3';
  return (
    <>
      {blocks[0] && <div class="description">{toNodes(blocks)}</div>}
      {job.requirements?.length ? (
        <>
          <H>{words.t('requirements')}</H>
          <ul class="description">
            {job.requirements.map((r) => (
              <li>{r}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
