// POST /api/v1/public/{org}/jobs/{job}/apply: the multipart parts of CONTRACT.md
// validated against the job's form with one 422 issue per problem (the path
// being the part's name), staged résumé keys spent only by a stored
// application, the captcha of an org that asks for one, and what is stored.
import { afterAll, describe, expect, it } from 'vitest';
import type { CaptchaVerifier } from '../../demo/server/captcha.ts';
import { HARBOR_CAPTCHA_SITE_KEY } from '../../demo/fixtures/harbor.ts';
import { FAKE_CAPTCHA_TOKEN } from '../../src/apply/captcha.ts';
import type { JobDetail } from '../../src/feed/types.ts';
import { errorBody, makeApp, makeDist, url } from './helpers.ts';
import {
  applications,
  applyPath,
  bigPdf,
  clockedApp,
  formData,
  issuesOf,
  pngNamedPdf,
  post,
  PDF_TYPE,
  resumeDocx,
  resumePdf,
  stage,
  type Entry,
} from './writes-helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

const FIRMWARE = applyPath('acme', 'eng-7f3k2'); // engineeringForm: every field and question kind
const BACKEND = applyPath('acme', 'eng-5q3w6'); // the default form
const HOUR = 60 * 60 * 1000;

/** A complete, valid application to the firmware job, without its résumé. */
const FIRMWARE_ANSWERS: Entry[] = [
  ['name', 'Maya Lindqvist'],
  ['email', 'maya.lindqvist@example.com'],
  ['phone', '+49 30 1234 5678'],
  ['location', 'Berlin, Germany'],
  ['github_url', 'https://github.com/mayalind'],
  ['linkedin_url', 'https://www.linkedin.com/in/maya-lindqvist'],
  ['work_authorization', 'EU citizen'],
  ['notice_period', '2 months'],
  ['cover_letter', 'I moved 300 robots to Zephyr.\nI would like to move yours.'],
  ['q_years', '9.5'],
  ['q_rtos', 'Zephyr'],
  ['q_languages', 'C'],
  ['q_languages', 'Rust'],
  ['q_relocate', 'true'],
  ['q_project', 'A cache erratum on a Cortex-M7.'],
  ['q_start', 'June'],
];

const DEFAULT_ANSWERS: Entry[] = [
  ['name', 'Sam Okafor'],
  ['email', 'sam@example.com'],
];

const withResume = (answers: Entry[]): Entry[] => [...answers, ['resume', resumePdf()]];

/** `base` with the parts named `drop` removed and `add` appended. */
function edit(base: Entry[], drop: string[], add: Entry[] = []): Entry[] {
  return [...base.filter(([name]) => !drop.includes(name)), ...add];
}

describe('a valid application', () => {
  it('answers 201 {received: true} and stores every part, multi_select repeated, with the staged résumé and attribution', async () => {
    const { app, advance } = clockedApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-7f3k2', resumePdf());
    advance(5 * 60_000);
    const entries: Entry[] = [
      ...FIRMWARE_ANSWERS,
      ['resumeKey', key],
      ['via', 'embed'],
      ['src', 'newsletter-march'],
      ['embed', 'http://localhost:5173/careers/eng-7f3k2'],
    ];
    const res = await post(app, FIRMWARE, formData(entries));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ received: true });

    const [stored, ...others] = await applications(app);
    expect(others).toEqual([]);
    expect(stored).toEqual({
      ref: 'A-1001',
      org: 'acme',
      job: { publicId: 'eng-7f3k2', title: 'Senior Firmware Engineer' },
      receivedAt: '2026-03-10T12:05:00.000Z',
      // multipart/form-data sends line breaks as CRLF (the HTML spec's FormData encoding).
      parts: entries.map(([name, value]) => ({ name, value: typeof value === 'string' ? value.replace(/\n/g, '\r\n') : value.name })),
      resume: {
        source: 'staged',
        key,
        type: 'pdf',
        file: { name: 'resume.pdf', type: PDF_TYPE, size: resumePdf().size },
        stagedAt: '2026-03-10T12:00:00.000Z',
      },
      attribution: {
        via: 'embed',
        src: 'newsletter-march',
        embed: 'http://localhost:5173/careers/eng-7f3k2',
        ref: null,
        referrer: null,
        referredFor: null,
      },
    });
  });

  it('takes the résumé as a file part instead of a key, and keeps only its name, type and size', async () => {
    const app = makeApp(dist.dist);
    const res = await post(app, BACKEND, formData([...DEFAULT_ANSWERS, ['resume', resumeDocx()], ['via', 'board']]));
    expect(res.status).toBe(201);
    const [stored] = await applications(app);
    expect(stored?.resume).toEqual({
      source: 'file',
      type: 'docx',
      file: { name: 'resume.docx', type: resumeDocx().type, size: resumeDocx().size },
    });
    expect(stored?.parts.find((p) => p.name === 'resume')).toEqual({ name: 'resume', file: stored?.resume?.file });
    expect(JSON.stringify(stored)).not.toContain('word/document.xml');
  });

  it('leaves out optional answers, and accepts false for a required boolean', async () => {
    const app = makeApp(dist.dist);
    const minimal: Entry[] = [
      ['name', 'Maya Lindqvist'],
      ['email', 'maya@example.com'],
      ['location', 'Remote'],
      ['work_authorization', 'Need visa sponsorship'],
      ['q_years', '0'],
      ['q_rtos', 'Other'],
      ['q_relocate', 'false'],
      ['resume', resumePdf()],
    ];
    expect((await post(app, FIRMWARE, formData(minimal))).status).toBe(201);
  });

  it.each(['3', '-1', '2.5', '12'])('accepts the number %s', async (n) => {
    const res = await post(makeApp(dist.dist), FIRMWARE, formData(withResume(edit(FIRMWARE_ANSWERS, ['q_years'], [['q_years', n]]))));
    expect(res.status).toBe(201);
  });

  it('accepts a résumé-less application when the form does not require one', async () => {
    const design = applyPath('acme', 'dsn-udygz');
    const res = await post(
      makeApp(dist.dist),
      design,
      formData([
        ['name', 'Ana Lima'],
        ['email', 'ana@example.com'],
        ['portfolio_url', 'https://ana.design'],
        ['q_case', 'Duolingo'],
      ]),
    );
    expect(res.status).toBe(201);
  });
});

describe('validation: one 422 issue per problem, on the part name', () => {
  const cases: { name: string; entries: () => Entry[]; path: string }[] = [
    { name: 'a required field missing', entries: () => withResume(edit(FIRMWARE_ANSWERS, ['name'])), path: 'name' },
    {
      name: 'a required field blank',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['location'], [['location', '   ']])),
      path: 'location',
    },
    {
      name: 'an email without a domain',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['email'], [['email', 'maya@']])),
      path: 'email',
    },
    {
      name: 'an email with a space',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['email'], [['email', 'maya lind@example.com']])),
      path: 'email',
    },
    {
      name: 'a phone made of words',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['phone'], [['phone', 'call me maybe']])),
      path: 'phone',
    },
    { name: 'a phone of four digits', entries: () => withResume(edit(FIRMWARE_ANSWERS, ['phone'], [['phone', '1234']])), path: 'phone' },
    {
      name: 'a javascript: URL',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['github_url'], [['github_url', 'javascript:alert(1)']])),
      path: 'github_url',
    },
    {
      name: 'a URL without a scheme',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['linkedin_url'], [['linkedin_url', 'linkedin.com/in/maya']])),
      path: 'linkedin_url',
    },
    {
      name: 'a select value not among the options',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['work_authorization'], [['work_authorization', 'Martian']])),
      path: 'work_authorization',
    },
    {
      name: 'a required select missing',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['work_authorization'])),
      path: 'work_authorization',
    },
    {
      name: 'an optional select with a foreign value',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['notice_period'], [['notice_period', 'Never']])),
      path: 'notice_period',
    },
    { name: 'a number in words', entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_years'], [['q_years', 'nine']])), path: 'q_years' },
    {
      name: 'a number with a decimal comma',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_years'], [['q_years', '9,5']])),
      path: 'q_years',
    },
    { name: 'a required number missing', entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_years'])), path: 'q_years' },
    {
      name: 'a single_select value not among the options',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_rtos'], [['q_rtos', 'Windows CE']])),
      path: 'q_rtos',
    },
    {
      name: 'a multi_select with one foreign value',
      entries: () =>
        withResume(
          edit(
            FIRMWARE_ANSWERS,
            ['q_languages'],
            [
              ['q_languages', 'C'],
              ['q_languages', 'COBOL'],
            ],
          ),
        ),
      path: 'q_languages',
    },
    {
      name: 'a boolean that is neither true nor false',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_relocate'], [['q_relocate', 'yes']])),
      path: 'q_relocate',
    },
    { name: 'a required boolean missing', entries: () => withResume(edit(FIRMWARE_ANSWERS, ['q_relocate'])), path: 'q_relocate' },
    { name: 'a field sent twice', entries: () => withResume([...FIRMWARE_ANSWERS, ['email', 'other@example.com']]), path: 'email' },
    {
      name: 'a text field sent as a file',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['cover_letter'], [['cover_letter', resumePdf()]])),
      path: 'cover_letter',
    },
    {
      name: 'a long text over 10,000 characters',
      entries: () => withResume(edit(FIRMWARE_ANSWERS, ['cover_letter'], [['cover_letter', 'x'.repeat(10_001)]])),
      path: 'cover_letter',
    },
    { name: 'an unknown via', entries: () => withResume([...FIRMWARE_ANSWERS, ['via', 'twitter']]), path: 'via' },
    {
      name: 'an embed URL with a query',
      entries: () => withResume([...FIRMWARE_ANSWERS, ['via', 'embed'], ['embed', 'https://acme.example/careers?utm_source=x']]),
      path: 'embed',
    },
    {
      name: 'an embed that is not http(s)',
      entries: () => withResume([...FIRMWARE_ANSWERS, ['via', 'embed'], ['embed', 'javascript:alert(1)']]),
      path: 'embed',
    },
    {
      name: 'an unknown referral token',
      entries: () => withResume([...FIRMWARE_ANSWERS, ['via', 'referral'], ['ref', 'ref-nobody-000']]),
      path: 'ref',
    },
    { name: 'a spent referral token', entries: () => withResume([...FIRMWARE_ANSWERS, ['ref', 'ref-used-8k1']]), path: 'ref' },
    { name: 'an expired referral token', entries: () => withResume([...FIRMWARE_ANSWERS, ['ref', 'ref-old-3x9']]), path: 'ref' },
    { name: 'no résumé and no key', entries: () => FIRMWARE_ANSWERS, path: 'resume' },
    { name: 'a PNG named .pdf as the résumé', entries: () => [...FIRMWARE_ANSWERS, ['resume', pngNamedPdf()]], path: 'resume' },
    { name: 'a 6 MB résumé', entries: () => [...FIRMWARE_ANSWERS, ['resume', bigPdf()]], path: 'resume' },
    { name: 'the résumé as text', entries: () => [...FIRMWARE_ANSWERS, ['resume', 'see LinkedIn']], path: 'resume' },
    { name: 'an unknown résumé key', entries: () => [...FIRMWARE_ANSWERS, ['resumeKey', 'rk_nope']], path: 'resumeKey' },
  ];

  it.each(cases)('$name → 422 on [$path] and nothing stored', async ({ entries, path }) => {
    const app = makeApp(dist.dist);
    const res = await post(app, FIRMWARE, formData(entries()));
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body).toMatchObject({ defined: true, code: 'VALIDATION', status: 422 });
    expect(body.data?.issues).toEqual([{ path: [path], message: expect.any(String) }]);
    expect(await applications(app)).toEqual([]);
  });

  it('lists every problem of an empty application at once, in the form order', async () => {
    const res = await post(makeApp(dist.dist), FIRMWARE, formData([['via', 'board']]));
    expect(res.status).toBe(422);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([
      ['name'],
      ['email'],
      ['location'],
      ['work_authorization'],
      ['q_years'],
      ['q_rtos'],
      ['q_relocate'],
      ['resume'],
    ]);
  });

  it('validates a job whose stored form is null against the default form', async () => {
    const res = await post(makeApp(dist.dist), BACKEND, formData([['phone', 'not a phone']]));
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['name'], ['email'], ['phone'], ['resume']]);
  });

  it('answers 422 on [] for a body that is not multipart', async () => {
    const res = await makeApp(dist.dist).request(url(FIRMWARE), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Maya',
    });
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual([{ path: [], message: expect.any(String) }]);
  });

  it.each([
    ['an unknown org', applyPath('nope', 'eng-7f3k2')],
    ['an unknown job', applyPath('acme', 'eng-zzzzz')],
    ['a draft job', applyPath('acme', 'eng-ki7gt')],
    ['a closed job', applyPath('acme', 'sls-w8uei')],
  ])('answers 404 for %s, before looking at the parts', async (_name, path) => {
    const res = await post(makeApp(dist.dist), path, formData([]));
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('the body limit', () => {
  it.each([
    ['with a content-length', true],
    ['streamed', false],
  ])('refuses an application over 8 MiB (%s) with 422 on []', async (_how, withLength) => {
    const app = makeApp(dist.dist);
    const body = formData([...DEFAULT_ANSWERS, ['resume', bigPdf(9 * 1024 * 1024)]]);
    const request = new Request(url(BACKEND), { method: 'POST', body });
    const bytes = new Uint8Array(await request.arrayBuffer());
    const init: RequestInit & { duplex?: string } = withLength
      ? {
          method: 'POST',
          body: bytes,
          headers: { 'content-type': request.headers.get('content-type') ?? '', 'content-length': String(bytes.length) },
        }
      : {
          method: 'POST',
          body: new Blob([bytes]).stream(),
          duplex: 'half',
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
        };
    const res = await app.request(new Request(url(BACKEND), init));
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual([{ path: [], message: expect.any(String) }]);
    expect(await applications(app)).toEqual([]);
  });
});

describe('staged résumé keys on apply', () => {
  const withKey = (key: string): Entry[] => [...DEFAULT_ANSWERS, ['resumeKey', key]];

  it('spends a key: the same key again is a 422 on ["resumeKey"] and only the first application is stored', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-5q3w6');
    expect((await post(app, BACKEND, formData(withKey(key)))).status).toBe(201);
    const again = await post(app, BACKEND, formData(withKey(key)));
    expect(again.status).toBe(422);
    expect(await issuesOf(again)).toEqual([{ path: ['resumeKey'], message: expect.any(String) }]);
    expect(await applications(app)).toHaveLength(1);
  });

  it('keeps a key for an hour, and refuses it from the hour on', async () => {
    const { app, advance } = clockedApp(dist.dist);
    const kept = await stage(app, 'acme', 'eng-5q3w6');
    const lost = await stage(app, 'acme', 'eng-5q3w6');
    advance(HOUR - 1);
    expect((await post(app, BACKEND, formData(withKey(kept)))).status).toBe(201);
    advance(1);
    const res = await post(app, BACKEND, formData(withKey(lost)));
    expect(res.status).toBe(422);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['resumeKey']]);
    expect(await applications(app)).toHaveLength(1);
  });

  it('refuses a key staged for another job, and does not spend it', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-7f3k2');
    const res = await post(app, BACKEND, formData(withKey(key)));
    expect(res.status).toBe(422);
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['resumeKey']]);
    expect(await applications(app)).toEqual([]);
    expect((await post(app, FIRMWARE, formData([...FIRMWARE_ANSWERS, ['resumeKey', key]]))).status).toBe(201);
  });

  it('does not spend a key when the application is refused for something else', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-5q3w6');
    const bad = await post(
      app,
      BACKEND,
      formData([
        ['name', 'Sam Okafor'],
        ['email', 'sam@'],
        ['resumeKey', key],
      ]),
    );
    expect((await issuesOf(bad)).map((i) => i.path)).toEqual([['email']]);
    expect((await post(app, BACKEND, formData(withKey(key)))).status).toBe(201);
  });

  it('refuses every key after POST /__demo/resume-keys/expire', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-5q3w6');
    const expired = await app.request(url('/__demo/resume-keys/expire'), { method: 'POST' });
    expect(await expired.json()).toEqual({ expired: 1 });
    const res = await post(app, BACKEND, formData(withKey(key)));
    expect((await issuesOf(res)).map((i) => i.path)).toEqual([['resumeKey']]);
  });

  it('takes the file when both a file and a key are sent, and leaves the key unspent', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-5q3w6');
    expect((await post(app, BACKEND, formData([...withKey(key), ['resume', resumeDocx()]]))).status).toBe(201);
    expect((await applications(app))[0]?.resume).toMatchObject({ source: 'file', type: 'docx' });
    expect((await post(app, BACKEND, formData(withKey(key)))).status).toBe(201);
  });

  it('the resend with the file after a refused key is stored, as the frame does it', async () => {
    const app = makeApp(dist.dist);
    const first = await post(app, BACKEND, formData(withKey('rk_expired-long-ago')));
    expect((await issuesOf(first)).map((i) => i.path)).toEqual([['resumeKey']]);
    expect((await post(app, BACKEND, formData([...DEFAULT_ANSWERS, ['resume', resumePdf()]]))).status).toBe(201);
    expect(await applications(app)).toHaveLength(1);
  });
});

describe('captcha', () => {
  const BARISTA = applyPath('harbor', 'caf-h4rb1');
  const answers = (): Entry[] => [...DEFAULT_ANSWERS, ['resume', resumePdf()]];

  it('the job detail of the captcha org carries its turnstile site key', async () => {
    const res = await makeApp(dist.dist).request(url('/api/v1/public/harbor/jobs/caf-h4rb1'));
    expect(((await res.json()) as JobDetail).captcha).toEqual({ provider: 'turnstile', siteKey: HARBOR_CAPTCHA_SITE_KEY });
  });

  it.each([
    ['missing', []],
    ['blank', [['turnstileToken', ' ']]],
    ['wrong', [['turnstileToken', 'not-the-token']]],
    [
      'sent twice',
      [
        ['turnstileToken', FAKE_CAPTCHA_TOKEN],
        ['turnstileToken', FAKE_CAPTCHA_TOKEN],
      ],
    ],
  ] as [string, Entry[]][])('refuses a %s token with 422 on ["turnstileToken"]', async (_case, token) => {
    const app = makeApp(dist.dist);
    const res = await post(app, BARISTA, formData([...answers(), ...token]));
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual([{ path: ['turnstileToken'], message: expect.any(String) }]);
    expect(await applications(app)).toEqual([]);
  });

  it('accepts the fake token of the test site key', async () => {
    const app = makeApp(dist.dist);
    const res = await post(app, BARISTA, formData([...answers(), ['turnstileToken', FAKE_CAPTCHA_TOKEN]]));
    expect(res.status).toBe(201);
    expect(await applications(app)).toHaveLength(1);
  });

  it('asks the injected verifier, with the token and the org site key', async () => {
    const calls: [string, string][] = [];
    const captcha: CaptchaVerifier = {
      verify: (token, siteKey) => {
        calls.push([token, siteKey]);
        return Promise.resolve(token === 'real-token');
      },
    };
    const app = makeApp(dist.dist, { captcha });
    expect((await post(app, BARISTA, formData([...answers(), ['turnstileToken', FAKE_CAPTCHA_TOKEN]]))).status).toBe(422);
    expect((await post(app, BARISTA, formData([...answers(), ['turnstileToken', 'real-token']]))).status).toBe(201);
    expect(calls).toEqual([
      [FAKE_CAPTCHA_TOKEN, HARBOR_CAPTCHA_SITE_KEY],
      ['real-token', HARBOR_CAPTCHA_SITE_KEY],
    ]);
  });

  it('asks no token of an org without a captcha', async () => {
    const res = await post(makeApp(dist.dist), BACKEND, formData(answers()));
    expect(res.status).toBe(201);
  });
});

describe('parts the form does not name (the demo host holds)', () => {
  it('refuses a part the job’s form does not name with 422 naming it, and stores nothing', async () => {
    const { app } = clockedApp(dist.dist);
    const res = await post(app, BACKEND, formData([...withResume(DEFAULT_ANSWERS), ['notes', 'x'.repeat(7_000_000)]]));
    expect(res.status).toBe(422);
    expect(await issuesOf(res)).toEqual([{ path: ['notes'], message: 'Not a field of this job’s form' }]);
    expect(await applications(app)).toEqual([]);
  });

  it('answers a flood of unknown parts with the first ten named and how many there were', async () => {
    const { app } = clockedApp(dist.dist);
    const flood: Entry[] = Array.from({ length: 3000 }, (_, i) => [`p${i}`, 'x']);
    const res = await post(app, BACKEND, formData([...withResume(DEFAULT_ANSWERS), ...flood]));
    expect(res.status).toBe(422);
    const issues = await issuesOf(res);
    expect(issues).toHaveLength(11);
    expect(issues.slice(0, 10).map((i) => i.path)).toEqual(Array.from({ length: 10 }, (_, i) => [`p${i}`]));
    expect(issues[10]).toEqual({ path: [], message: '3,000 parts are not fields of this job’s form' });
    expect(await applications(app)).toEqual([]);
  });
});
