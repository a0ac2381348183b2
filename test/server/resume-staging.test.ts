// POST /api/v1/public/{org}/jobs/{job}/resume: résumé staging with real PDF and
// DOCX files (test/fixtures, made by pdfkit and docx), the type checked by
// content, the 5 MB limit, `suggested`, and 10 uploads per address per 10 minutes.
import { afterAll, describe, expect, it } from 'vitest';
import { RESUME_SUGGESTED } from '../fixtures/make-resumes.ts';
import { errorBody, makeApp, makeDist, url } from './helpers.ts';
import {
  bigPdf,
  clockedApp,
  fixtureFile,
  formData,
  pngNamedPdf,
  post,
  resumeDocx,
  resumePath,
  resumePdf,
  type Entry,
} from './writes-helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

const FIRMWARE = resumePath('acme', 'eng-7f3k2');
const MINUTE = 60_000;

async function setFault(app: ReturnType<typeof makeApp>, org: string, mode: string, delayMs?: number): Promise<void> {
  const res = await app.request(url('/__demo/faults'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ org, mode, delayMs }),
  });
  expect(res.status).toBe(200);
}

describe('staging a résumé', () => {
  it.each([
    ['PDF made by pdfkit', resumePdf],
    ['DOCX made by docx', resumeDocx],
  ])('stages a %s and suggests the name, email, phone and links on its first lines', async (_kind, file) => {
    const res = await post(makeApp(dist.dist), FIRMWARE, formData([['file', file()]]));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = (await res.json()) as { key: string; suggested: unknown };
    expect(body.key).toMatch(/^rk_[A-Za-z0-9_-]{16,}$/);
    expect(body.suggested).toEqual(RESUME_SUGGESTED);
  });

  it('accepts the file under any part name and ignores text parts beside it', async () => {
    const res = await post(
      makeApp(dist.dist),
      FIRMWARE,
      formData([
        ['note', 'hello'],
        ['cv', resumeDocx()],
      ]),
    );
    expect(res.status).toBe(200);
  });

  it('tells PDF from DOCX by content, whatever the name and declared type', async () => {
    const res = await post(
      makeApp(dist.dist),
      FIRMWARE,
      formData([['file', fixtureFile('resume.docx', 'application/octet-stream', 'cv.pdf')]]),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { suggested: unknown }).suggested).toEqual(RESUME_SUGGESTED);
  });

  it('gives a new key for every upload', async () => {
    const app = makeApp(dist.dist);
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++)
      keys.add(((await (await post(app, FIRMWARE, formData([['file', resumePdf()]]))).json()) as { key: string }).key);
    expect(keys.size).toBe(3);
  });

  it('stages a PDF it cannot read (a damaged one) with nothing suggested', async () => {
    const broken = new File(['%PDF-1.7\nthis is not really a pdf'], 'broken.pdf', { type: 'application/pdf' });
    const res = await post(makeApp(dist.dist), FIRMWARE, formData([['file', broken]]));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { suggested: unknown }).suggested).toEqual({});
  });

  it('lists the staged key with the org and job it was staged for', async () => {
    const app = makeApp(dist.dist);
    const { key } = (await (await post(app, FIRMWARE, formData([['file', resumePdf()]]))).json()) as { key: string };
    const listed = (await (await app.request(url('/__demo/resume-keys'))).json()) as Record<string, unknown>[];
    expect(listed).toEqual([
      expect.objectContaining({
        key,
        org: 'acme',
        job: 'eng-7f3k2',
        type: 'pdf',
        file: { name: 'resume.pdf', type: 'application/pdf', size: resumePdf().size },
      }),
    ]);
  });
});

describe('refusing a file', () => {
  const zipNotDocx = (): File => {
    // A ZIP's signature without a word/document.xml inside.
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('xl/workbook.xml and nothing else')]);
    return new File([bytes], 'cv.docx', { type: 'application/zip' });
  };
  const cases: { name: string; entries: () => Entry[]; message: RegExp }[] = [
    { name: 'a PNG named .pdf', entries: () => [['file', pngNamedPdf()]], message: /PDF or Word/ },
    {
      name: 'plain text',
      entries: () => [['file', new File(['Maya Lindqvist\nmaya@example.com'], 'cv.txt', { type: 'text/plain' })]],
      message: /PDF or Word/,
    },
    { name: 'a ZIP that is not a Word document', entries: () => [['file', zipNotDocx()]], message: /PDF or Word/ },
    { name: 'a 6 MB PDF', entries: () => [['file', bigPdf()]], message: /larger than 5 MB/ },
    { name: 'a PDF of 5,000,001 bytes', entries: () => [['file', bigPdf(5_000_001)]], message: /larger than 5 MB/ },
    { name: 'an empty file', entries: () => [['file', new File([], 'empty.pdf', { type: 'application/pdf' })]], message: /empty/ },
    { name: 'no file part at all', entries: () => [['file', 'resume.pdf']], message: /Choose a file/ },
    {
      name: 'two files',
      entries: () => [
        ['file', resumePdf()],
        ['other', resumeDocx()],
      ],
      message: /one file/,
    },
  ];

  it.each(cases)('answers 422 on ["file"] for $name', async ({ entries, message }) => {
    const res = await post(makeApp(dist.dist), FIRMWARE, formData(entries()));
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body).toMatchObject({ defined: true, code: 'VALIDATION', status: 422 });
    expect(body.data?.issues).toEqual([{ path: ['file'], message: expect.stringMatching(message) }]);
  });

  it('accepts a PDF of exactly 5,000,000 bytes', async () => {
    const res = await post(makeApp(dist.dist), FIRMWARE, formData([['file', bigPdf(5_000_000)]]));
    expect(res.status).toBe(200);
  });

  it('answers 422 on [] for a body that is not multipart', async () => {
    const res = await makeApp(dist.dist).request(url(FIRMWARE), {
      method: 'POST',
      body: '{"file":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect((await errorBody(res)).data?.issues).toEqual([{ path: [], message: expect.any(String) }]);
  });

  it.each([
    ['an unknown org', resumePath('nope', 'eng-7f3k2')],
    ['an unknown job', resumePath('acme', 'eng-zzzzz')],
    ['a draft job', resumePath('acme', 'eng-ki7gt')],
    ['a closed job', resumePath('acme', 'sls-w8uei')],
    ["another org's job", resumePath('lumen', 'eng-7f3k2')],
  ])('answers 404 for %s', async (_name, path) => {
    const res = await post(makeApp(dist.dist), path, formData([['file', resumePdf()]]));
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('the upload limit: 10 per client address in 10 minutes', () => {
  const from = (client: string) => ({ 'x-demo-client': client });
  const upload = (app: ReturnType<typeof makeApp>, client: string): Promise<Response> =>
    post(app, FIRMWARE, formData([['file', pngNamedPdf()]]), from(client));

  it('answers the 11th upload in 10 minutes with 429 and the seconds until a slot frees', async () => {
    const { app, advance } = clockedApp(dist.dist, { clientAddressHeader: 'x-demo-client' });
    for (let i = 0; i < 10; i++) {
      // Refused files count too: the limit is on uploads, not on good ones.
      expect((await upload(app, '203.0.113.7')).status).toBe(422);
      advance(30_000);
    }
    // The first upload was 5 minutes ago: its slot frees in 5 minutes.
    const res = await upload(app, '203.0.113.7');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('300');
    expect(await errorBody(res)).toMatchObject({ defined: true, code: 'RATE_LIMITED', status: 429 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('lets uploads through again as the window slides past the oldest ones', async () => {
    const { app, advance } = clockedApp(dist.dist, { clientAddressHeader: 'x-demo-client' });
    for (let i = 0; i < 5; i++) expect((await upload(app, 'a')).status).toBe(422);
    advance(4 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await upload(app, 'a')).status).toBe(422);
    expect((await upload(app, 'a')).headers.get('retry-after')).toBe('360');
    advance(6 * MINUTE - 1000);
    expect((await upload(app, 'a')).headers.get('retry-after')).toBe('1');
    advance(1000);
    // The first five have left the window: five more fit, then the sixth waits for the next batch.
    for (let i = 0; i < 5; i++) expect((await upload(app, 'a')).status).toBe(422);
    const sixth = await upload(app, 'a');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('240');
  });

  it('counts each client address apart', async () => {
    const app = makeApp(dist.dist, { clientAddressHeader: 'x-demo-client' });
    for (let i = 0; i < 10; i++) await upload(app, 'a');
    expect((await upload(app, 'a')).status).toBe(429);
    expect((await upload(app, 'b')).status).toBe(422);
  });

  it('ignores the client header unless the app was created to believe it', async () => {
    const app = makeApp(dist.dist);
    for (let i = 0; i < 10; i++) await upload(app, `client-${i}`);
    expect((await upload(app, 'someone-new')).status).toBe(429);
  });

  it('forgets every count on DELETE /__demo/upload-limit', async () => {
    const app = makeApp(dist.dist);
    for (let i = 0; i < 10; i++) await upload(app, 'a');
    expect((await upload(app, 'a')).status).toBe(429);
    expect((await app.request(url('/__demo/upload-limit'), { method: 'DELETE' })).status).toBe(200);
    expect((await upload(app, 'a')).status).toBe(422);
  });
});

describe('staging faults', () => {
  it('resume-429 answers 429 with retry-after, and leaves the GETs alone', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, 'acme', 'resume-429', 7_000);
    const res = await post(app, FIRMWARE, formData([['file', resumePdf()]]));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect((await app.request(url('/api/v1/public/acme/jobs/eng-7f3k2'))).status).toBe(200);
  });

  it('resume-500 answers 500 INTERNAL', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, 'acme', 'resume-500');
    const res = await post(app, FIRMWARE, formData([['file', resumePdf()]]));
    expect(res.status).toBe(500);
    expect(await errorBody(res)).toMatchObject({ code: 'INTERNAL', status: 500 });
  });

  it('a staging fault on one org leaves another org staging', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, 'lumen', 'resume-500');
    expect((await post(app, FIRMWARE, formData([['file', resumePdf()]]))).status).toBe(200);
  });

  it('mode ok puts staging back', async () => {
    const app = makeApp(dist.dist);
    await setFault(app, 'acme', 'resume-429');
    await setFault(app, 'acme', 'ok');
    expect((await post(app, FIRMWARE, formData([['file', resumePdf()]]))).status).toBe(200);
  });
});
