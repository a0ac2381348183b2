// The demo seed is realistic enough to exercise the widget: many openings over
// several departments and locations, every employment type and question kind,
// hidden jobs, and stable publicIds.
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../demo/fixtures/index.ts';
import { createStore } from '../../demo/server/store.ts';
import { EMPLOYMENT_TYPES, QUESTION_KINDS, FIELD_KINDS } from '../../src/feed/types.ts';
import { NOW } from './helpers.ts';
import { must } from '../support/must.ts';

const bySlug = new Map(fixtures.map((f) => [f.org.slug, f]));
const acme = bySlug.get('acme');
const acmePublished = acme?.jobs.filter((j) => j.status === 'published') ?? [];
const DAY = 24 * 3600 * 1000;

describe('demo seed', () => {
  it('has the orgs acme, harbor, hostile, lumen, northwind, stillwater and xss', () => {
    expect([...bySlug.keys()].sort()).toEqual(['acme', 'harbor', 'hostile', 'lumen', 'northwind', 'stillwater', 'xss']);
  });

  it('gives harbor two openings and a test captcha site key, and no other org a captcha', () => {
    const store = createStore({ baseTime: NOW });
    expect(
      store
        .publishedJobs('harbor')
        .map((j) => j.publicId)
        .sort(),
    ).toEqual(['caf-h4rb1', 'rst-k8q2m']);
    expect(store.org('harbor')?.captchaSiteKey).toMatch(/^test-/);
    expect(
      store
        .orgs()
        .filter((o) => o.captchaSiteKey)
        .map((o) => o.slug),
    ).toEqual(['harbor']);
  });

  it('gives acme 42+ openings over 6+ departments, 8+ locations and every employment type', () => {
    expect(acmePublished.length).toBeGreaterThanOrEqual(42);
    expect(new Set(acmePublished.map((j) => j.department).filter(Boolean)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(acmePublished.map((j) => j.location).filter(Boolean)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(acmePublished.map((j) => j.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES));
  });

  it('gives northwind 130 openings with unique ids, several teams and places, and some without either', () => {
    const jobs = must(bySlug.get('northwind')).jobs;
    expect(jobs.filter((j) => j.status === 'published')).toHaveLength(130);
    expect(new Set(jobs.map((j) => j.publicId)).size).toBe(130);
    expect(new Set(jobs.map((j) => j.department)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(10);
    expect(jobs.some((j) => j.department === null) && jobs.some((j) => j.location === null)).toBe(true);
  });

  it('gives acme at least two drafts and two closed jobs', () => {
    expect(acme?.jobs.filter((j) => j.status === 'draft').length).toBeGreaterThanOrEqual(2);
    expect(acme?.jobs.filter((j) => j.status === 'closed').length).toBeGreaterThanOrEqual(2);
  });

  it('stores custom forms using every field and question kind, and null forms too', () => {
    const forms = acmePublished.map((j) => j.form);
    expect(forms).toContain(null);
    const custom = forms.filter((f) => f !== null);
    expect(new Set(custom.flatMap((f) => f.questions.map((q) => q.kind)))).toEqual(new Set(QUESTION_KINDS));
    expect(new Set(custom.flatMap((f) => f.fields.map((q) => q.kind)))).toEqual(new Set(FIELD_KINDS));
    expect(custom.flatMap((f) => f.questions.map((q) => q.id))).toContain('q_years');
  });

  it('writes acme descriptions in the light Markdown subset', () => {
    const text = acmePublished.map((j) => j.description ?? '').join('\n\n');
    for (const mark of [/^## /m, /^- /m, /^1\. /m, /\*\*[^*]+\*\*/, /\[[^\]]+\]\(https:\/\//]) expect(text).toMatch(mark);
  });

  it('uses unique publicIds shaped like eng-7f3k2', () => {
    const ids = fixtures.flatMap((f) => f.jobs.map((j) => j.publicId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+-[a-z0-9]{5}$/);
  });

  it('dates acme openings over the last 60 days from the seed time', () => {
    const store = createStore({ baseTime: NOW });
    for (const job of store.publishedJobs('acme')) {
      const age = NOW - Date.parse(job.publishedAt ?? '');
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60 * DAY);
    }
  });

  it('gives lumen five openings, a brand colour and a logo; stillwater none', () => {
    const store = createStore({ baseTime: NOW });
    expect(store.publishedJobs('lumen')).toHaveLength(5);
    expect(store.org('lumen')).toMatchObject({ brandColor: '#0f766e', logo: '/demo-assets/lumen.svg' });
    expect(store.publishedJobs('stillwater')).toEqual([]);
  });

  it('keeps internal ids stable across restarts', () => {
    const a = createStore({ baseTime: NOW }).publishedJob('acme', 'eng-7f3k2');
    const b = createStore({ baseTime: NOW + 5 * DAY }).publishedJob('acme', 'eng-7f3k2');
    expect(a?.id).toBe(b?.id);
  });
});
