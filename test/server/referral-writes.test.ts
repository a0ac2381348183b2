// Referral tokens through the public writes: applying through one spends it,
// declining is idempotent, and every token that is not usable answers the
// referral GET's one 404 (API-SPEC.md, "States").
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../../demo/server/store.ts';
import { makeApp, makeDist, NOW, url } from './helpers.ts';
import { applications, applyPath, declinePath, formData, issuesOf, post, resumePdf, type Entry } from './writes-helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

const DANA = '/api/v1/public/acme/referrals/ref-dana-7q2';
const BACKEND = applyPath('acme', 'eng-5q3w6'); // the default form
const REFERRAL_ANSWERS = (): Entry[] => [
  ['name', 'Dana Ruiz'],
  ['email', 'dana@example.com'],
  ['resume', resumePdf()],
  ['via', 'referral'],
  ['ref', 'ref-dana-7q2'],
];

/** The referral GET's 404 for a token nobody ever had. */
async function unknownTokenBody(app: ReturnType<typeof makeApp>): Promise<string> {
  const res = await app.request(url('/api/v1/public/acme/referrals/ref-never-000'));
  expect(res.status).toBe(404);
  return res.text();
}

describe('applying through a referral', () => {
  it('stores who referred the candidate, then spends the token: both referral endpoints answer 404', async () => {
    const app = makeApp(dist.dist);
    const res = await post(app, BACKEND, formData(REFERRAL_ANSWERS()));
    expect(res.status).toBe(201);
    expect((await applications(app))[0]?.attribution).toEqual({
      via: 'referral',
      src: null,
      embed: null,
      ref: 'ref-dana-7q2',
      referrer: 'Sam Lee',
      referredFor: 'eng-7f3k2',
    });

    const notFound = await unknownTokenBody(app);
    const get = await app.request(url(DANA));
    expect(get.status).toBe(404);
    expect(await get.text()).toBe(notFound);
    const decline = await post(app, `${DANA}/decline`, null);
    expect(decline.status).toBe(404);
    expect(await decline.text()).toBe(notFound);
  });

  it('refuses the spent token on a second application with 422 on ["ref"]', async () => {
    const app = makeApp(dist.dist);
    expect((await post(app, BACKEND, formData(REFERRAL_ANSWERS()))).status).toBe(201);
    const again = await post(app, BACKEND, formData(REFERRAL_ANSWERS()));
    expect(again.status).toBe(422);
    expect(await issuesOf(again)).toEqual([{ path: ['ref'], message: expect.any(String) }]);
    expect(await applications(app)).toHaveLength(1);
  });

  it('does not spend the token when the application is refused', async () => {
    const app = makeApp(dist.dist);
    const bad = REFERRAL_ANSWERS().filter(([name]) => name !== 'email');
    expect((await post(app, BACKEND, formData(bad))).status).toBe(422);
    expect((await app.request(url(DANA))).status).toBe(200);
  });

  it('refuses another org\'s token with 422 on ["ref"]', async () => {
    const res = await post(makeApp(dist.dist), applyPath('lumen', 'cln-bz2wa'), formData(REFERRAL_ANSWERS()));
    expect(res.status).toBe(422);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['ref']]);
  });
});

describe('POST …/referrals/{token}/decline', () => {
  it('answers 200 {declined: true}, the same on every repeat, and the invite is gone', async () => {
    const app = makeApp(dist.dist);
    for (let i = 0; i < 3; i++) {
      const res = await post(app, `${DANA}/decline`, null);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual({ declined: true });
    }
    expect((await app.request(url(DANA))).status).toBe(404);
  });

  it('answers 200 for a token the seed already declined', async () => {
    const res = await post(makeApp(dist.dist), declinePath('acme', 'ref-no-2d4'), null);
    expect(res.status).toBe(200);
  });

  it('leaves a declined token unusable for applying', async () => {
    const app = makeApp(dist.dist);
    await post(app, `${DANA}/decline`, null);
    const res = await post(app, BACKEND, formData(REFERRAL_ANSWERS()));
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['ref']]);
  });

  it('ignores a body', async () => {
    const res = await post(makeApp(dist.dist), `${DANA}/decline`, formData([['reason', 'found a job']]));
    expect(res.status).toBe(200);
  });

  it.each([
    ['an unknown token', declinePath('acme', 'ref-nobody-000')],
    ['a spent token', declinePath('acme', 'ref-used-8k1')],
    ['an expired token', declinePath('acme', 'ref-old-3x9')],
    ["another org's token", declinePath('lumen', 'ref-dana-7q2')],
    ['an unknown org', declinePath('nope', 'ref-dana-7q2')],
  ])("answers %s with the referral GET's very 404 body", async (_name, path) => {
    const app = makeApp(dist.dist);
    const res = await post(app, path, null);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(await unknownTokenBody(app));
  });

  it('answers 404 for a declined token once it has expired', async () => {
    const app = makeApp(dist.dist, { store: createStore({ baseTime: NOW }), now: () => NOW + 21 * 24 * 3600 * 1000 });
    expect((await post(app, declinePath('acme', 'ref-no-2d4'), null)).status).toBe(404);
  });
});
