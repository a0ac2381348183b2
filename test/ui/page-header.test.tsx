// @vitest-environment happy-dom
// One header for the board pages: what the server writes (src/prerender/header.tsx,
// to a string) and what the board page's script renders on a static host
// (src/board/page.ts, in the browser) are the same component, the same markup.
import { describe, expect, it } from 'vitest';
import { aboutOrg, pageHeader } from '../../src/prerender/header.tsx';
import { pageWords } from '../../src/ui/i18n/page-words.ts';
import { AboutOrg, PageHeader } from '../../src/ui/page-header.tsx';
import type { JobPage } from '../../src/feed/job.ts';
import type { OrgHeader } from '../../src/feed/types.ts';
import { h, render } from 'preact';

const ORG: OrgHeader = {
  name: 'Lumen <Health>',
  slug: 'lumen',
  logoUrl: 'https://cdn.example/lumen.png',
  about: 'Telehealth for rural clinics.',
  brandColor: '#0f766e',
  careersUrl: 'https://lumen.example/careers',
};
const words = pageWords('de');
const JOB = { title: 'Clinical Data Engineer' } as unknown as JobPage;

/** Markup as the browser parses and serializes it. */
function parsed(html: string): string {
  const el = document.createElement('div');
  // A test may parse markup (src/ never does).
  el.innerHTML = html;
  return el.innerHTML;
}

/** What a static page's script renders, as the browser serializes it. */
function inBrowser(job: boolean, back: string | null): HTMLElement {
  const header = document.createElement('header');
  const props = { org: ORG, listPath: '/lumen', heading: words.t('jobsAt', ORG.name), home: words.t('home', ORG.name), job, back };
  render(<PageHeader {...props} />, header);
  return header;
}

describe('the board page header', () => {
  it('is the same markup on the server and on a static host: the logo decorative (alt=""), the about text in the band of the list', () => {
    const server = pageHeader({ org: ORG, job: null, listPath: '/lumen', words, allJobs: 'Alle offenen Stellen' });
    const header = inBrowser(false, null);
    expect(header.innerHTML).toBe(parsed(server));
    expect(header.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(header.querySelector('.org')?.getAttribute('aria-label')).toBe('Lumen <Health>: alle offenen Stellen');
    expect(header.querySelector('.band .about')?.textContent).toBe('Telehealth for rural clinics.');
    expect(header.querySelector('h1')?.textContent).toBe('Stellen bei Lumen <Health>');
  });

  it("on a job's page, leaves the about text to follow the job, on both (the server's with its way back)", () => {
    const server = pageHeader({ org: ORG, job: JOB, listPath: '/lumen', words, allJobs: 'Alle offenen Stellen' });
    expect(inBrowser(true, 'Alle offenen Stellen').innerHTML).toBe(parsed(server));
    const staticHost = inBrowser(true, null);
    expect(staticHost.querySelector('.band-job')).not.toBeNull();
    expect(staticHost.querySelector('.about')).toBeNull();
    expect(server).not.toContain('Telehealth');
    const aside = document.createElement('div');
    render(<AboutOrg about="Telehealth for rural clinics." />, aside);
    expect(aside.innerHTML).toBe(parsed(aboutOrg(ORG)));
    expect(aboutOrg({ ...ORG, about: null })).toBe('');
  });

  it('without a board, has no bar: only the heading that says so', () => {
    const header = document.createElement('header');
    render(<PageHeader org={null} listPath="/" heading={words.t('noBoard')} home="" job={false} back={null} />, header);
    expect(header.querySelector('.site-head-inner')).toBeNull();
    expect(header.querySelector('h1')?.textContent).toBe('Unter dieser Adresse gibt es keine Karriereseite.');
  });
});
