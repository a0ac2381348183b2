// /__demo/applications: what the jobs host received, newest first, for a person
// (HTML, every value escaped) and for the tests (.json); files by name, type
// and size only; DELETE clears the list.
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, makeDist, url } from './helpers.ts';
import { applications, applyPath, clockedApp, formData, post, resumePdf, stage } from './writes-helpers.ts';

const dist = makeDist();
afterAll(() => dist.cleanup());

const BACKEND = applyPath('acme', 'eng-5q3w6');
const XSS_NAME = '<script>alert("name")</script> & Co';

async function page(app: ReturnType<typeof makeApp>): Promise<string> {
  const res = await app.request(url('/__demo/applications'));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  return res.text();
}

describe('the applications page', () => {
  it('says when nothing was received', async () => {
    expect(await page(makeApp(dist.dist))).toContain('No applications yet.');
  });

  it('shows every part escaped, the file as name · type · size, the résumé source and the attribution', async () => {
    const app = makeApp(dist.dist);
    const key = await stage(app, 'acme', 'eng-5q3w6');
    await post(
      app,
      BACKEND,
      formData([
        ['name', XSS_NAME],
        ['email', 'sam@example.com'],
        ['resumeKey', key],
        ['via', 'embed'],
        ['src', '"><img src=x onerror=alert(1)>'],
        ['embed', 'http://localhost:5173/careers'],
      ]),
    );
    await post(
      app,
      BACKEND,
      formData([
        ['name', 'Ana Lima'],
        ['email', 'ana@example.com'],
        ['resume', resumePdf()],
        ['via', 'board'],
      ]),
    );
    const html = await page(app);

    expect(html).toContain('&#60;script&#62;alert(&#34;name&#34;)&#60;/script&#62; &#38; Co');
    expect(html).toContain('&#34;&#62;&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(`resume.pdf · application/pdf · ${(resumePdf().size / 1000).toFixed(1)} kB`);
    expect(html).toContain(`staged key <code>${key}</code>`);
    expect(html).toContain('file part · PDF');
    expect(html).toContain('http://localhost:5173/careers');
    expect(html).not.toContain('%PDF');
    // Newest first.
    expect(html.indexOf('A-1002')).toBeLessThan(html.indexOf('A-1001'));
    expect(html.indexOf('Ana Lima')).toBeLessThan(html.indexOf('&#60;script&#62;'));
  });

  it('is linked from the /__demo control page', async () => {
    const html = await (await makeApp(dist.dist).request(url('/__demo'))).text();
    expect(html).toContain('href="/__demo/applications"');
    expect(html).toContain('action="/__demo/resume-keys/expire"');
  });
});

describe('/__demo/applications.json', () => {
  it('lists newest first, with times from the app clock and files without their bytes', async () => {
    const { app, advance } = clockedApp(dist.dist);
    await post(
      app,
      BACKEND,
      formData([
        ['name', 'First One'],
        ['email', 'a@example.com'],
        ['resume', resumePdf()],
      ]),
    );
    advance(90_000);
    await post(
      app,
      BACKEND,
      formData([
        ['name', 'Second One'],
        ['email', 'b@example.com'],
        ['resume', resumePdf()],
      ]),
    );
    const list = await applications(app);
    expect(list.map((a) => [a.ref, a.receivedAt])).toEqual([
      ['A-1002', '2026-03-10T12:01:30.000Z'],
      ['A-1001', '2026-03-10T12:00:00.000Z'],
    ]);
    expect(list[0]?.parts[2]).toEqual({ name: 'resume', file: { name: 'resume.pdf', type: 'application/pdf', size: resumePdf().size } });
    expect(JSON.stringify(list)).not.toContain('%PDF');
  });

  it('DELETE /__demo/applications clears the list', async () => {
    const app = makeApp(dist.dist);
    await post(
      app,
      BACKEND,
      formData([
        ['name', 'Sam Okafor'],
        ['email', 'sam@example.com'],
        ['resume', resumePdf()],
      ]),
    );
    const res = await app.request(url('/__demo/applications'), { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await applications(app)).toEqual([]);
  });

  it('keeps refused applications out of the list', async () => {
    const app = makeApp(dist.dist);
    await post(app, BACKEND, formData([['name', 'Sam Okafor']]));
    expect(await applications(app)).toEqual([]);
  });
});
