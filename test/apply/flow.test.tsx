// @vitest-environment happy-dom
// The frame as a candidate meets it, against a scripted jobs host: what they see,
// where focus goes, what the server got and what the host page was told.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { APPLY_PATH, JOB_PATH, STAGE_PATH, errorBody, invalid, jobBody, json, memoryStorage, pdf, png } from './fake-server.ts';
import { EMBED_SEARCH, HOST, openFrame } from './open-frame.ts';
import { must } from '../support/must.ts';

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
const formShown = () => screen.findByRole('heading', { level: 1, name: 'Apply for Senior Firmware Engineer' });
const received = json({ received: true }, 201);
const staged = (suggested: Record<string, string> = {}) => json({ key: 'rk_1', suggested });

function fillValid(): void {
  type('Full name', 'Dana Ruiz');
  type('Email address', 'dana@example.com');
  choose('Résumé', pdf('cv.pdf'));
}

describe('sending an application from an embed', () => {
  it('stages the résumé, autofills only what was not typed, sends, confirms and tells the host', async () => {
    const f = openFrame({
      routes: { [STAGE_PATH]: staged({ name: 'D. Ruiz', email: 'dana@cv.example', phone: '+49 30 1234567' }), [APPLY_PATH]: received },
    });
    await formShown();
    type('Full name', 'Dana Ruiz');
    choose('Résumé', pdf('cv.pdf'));
    await screen.findByText('Filled from your résumé: email, phone');
    expect(screen.getByText('Filled from your résumé: email, phone').getAttribute('role')).toBe('status');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Dana Ruiz');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('dana@cv.example');
    expect(must(f.server.to('POST', '/resume')[0]?.parts).get('file')).toBeInstanceOf(File);

    send();
    const heading = await screen.findByRole('heading', { name: 'Application sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(f.server.lastParts('/apply')).toEqual({
      name: ['Dana Ruiz'],
      email: ['dana@cv.example'],
      phone: ['+49 30 1234567'],
      resumeKey: ['rk_1'],
      via: ['embed'],
      src: ['newsletter'],
      embed: ['https://shop.example/careers'],
    });
    expect(f.posted()).toContainEqual([{ source: 'svc-jobs', type: 'submitted', publicId: 'eng-7f3k2' }, HOST]);
    expect(f.posted().every(([, origin]) => origin === HOST)).toBe(true);
    expect(f.storage.getItem('svc-jobs:apply-draft:acme/eng-7f3k2')).toBeNull();
  });

  it('posts ready with its height first, to the exact host origin', async () => {
    const f = openFrame();
    await formShown();
    expect(f.posted()[0]).toEqual([{ source: 'svc-jobs', type: 'ready', height: expect.any(Number) }, HOST]);
  });

  it('posts nothing when opened without a parent', async () => {
    const f = openFrame({ search: '?org=acme&job=eng-7f3k2', routes: { [APPLY_PATH]: received, [STAGE_PATH]: staged() } });
    await formShown();
    fillValid();
    send();
    await screen.findByRole('heading', { name: 'Application sent' });
    expect(f.parent.postMessage).not.toHaveBeenCalled();
    expect(f.server.lastParts('/apply').via).toEqual(['board']);
  });
});

describe('problems with the answers', () => {
  it('checks on the client first: a focused summary linking to each field, the same words inline', async () => {
    const f = openFrame();
    await formShown();
    type('Email address', 'dana@example');
    send();
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Enter your full name', '#f-name'],
      ['Enter an email address in the correct format, like name@example.com', '#f-email'],
      ['Choose a file for your résumé', '#f-resume'],
    ]);
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = must(email.getAttribute('aria-describedby'))
      .split(' ')
      .map((id) => must(document.getElementById(id)).textContent);
    expect(described).toContain('Error: Enter an email address in the correct format, like name@example.com');
    expect(f.server.to('POST', '/apply')).toHaveLength(0);
    expect(f.posted().some(([m]) => m.type === 'scroll')).toBe(true);

    fireEvent.click(must(links[1]));
    expect(document.activeElement).toBe(email);
  });

  it('shows the server’s 422 the same way, keeping every value; unknown paths as plain text', async () => {
    openFrame({ routes: { [STAGE_PATH]: staged(), [APPLY_PATH]: invalid(['email'], ['src']) } });
    await formShown();
    fillValid();
    send();
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Check your email address' }).getAttribute('href')).toBe('#f-email');
    expect(within(summary).getByText('server words').tagName).toBe('LI');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Dana Ruiz');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('dana@example.com');
  });

  it.each([
    ['a 6 MB PDF', pdf('big.pdf', 6_000_000), 'The selected file must be smaller than 5 MB'],
    ['a PNG named .pdf', png('photo.pdf'), 'The selected file must be a PDF or Word (.docx) document'],
  ])('refuses %s before uploading it', async (_, file, message) => {
    const f = openFrame();
    await formShown();
    choose('Résumé', file);
    await screen.findByText(message);
    expect(screen.getByLabelText('Résumé').getAttribute('aria-invalid')).toBe('true');
    expect(f.server.to('POST', '/resume')).toHaveLength(0);
  });
});

describe('staging and the staged key never lose an application', () => {
  it('sends the file itself when staging answered 429', async () => {
    const f = openFrame({
      routes: { [STAGE_PATH]: errorBody('RATE_LIMITED', 429, {}, { 'retry-after': '300' }), [APPLY_PATH]: received },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await formShown();
    fillValid();
    await waitFor(() => expect(f.server.to('POST', '/resume')).toHaveLength(1));
    send();
    await screen.findByRole('heading', { name: 'Application sent' });
    const parts = f.server.lastParts('/apply');
    expect(parts.resume).toEqual(['file:cv.pdf']);
    expect(parts.resumeKey).toBeUndefined();
  });

  it('resends at once with the file when the apply refuses the staged key', async () => {
    const f = openFrame({
      routes: { [STAGE_PATH]: staged(), [APPLY_PATH]: (n) => (n === 0 ? invalid(['resumeKey']) : received) },
    });
    await formShown();
    fillValid();
    await waitFor(() => expect(f.server.to('POST', '/resume')).toHaveLength(1));
    send();
    await screen.findByRole('heading', { name: 'Application sent' });
    const applies = f.server.to('POST', '/apply');
    expect(applies).toHaveLength(2);
    expect(must(applies[0]?.parts).get('resumeKey')).toBe('rk_1');
    expect(must(applies[1]?.parts).get('resumeKey')).toBeNull();
    expect((must(applies[1]?.parts).get('resume') as File).name).toBe('cv.pdf');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  });
});

describe('when sending fails', () => {
  it('429: says when to try again and keeps everything', async () => {
    const f = openFrame({
      routes: { [STAGE_PATH]: staged(), [APPLY_PATH]: errorBody('RATE_LIMITED', 429, {}, { 'retry-after': '90' }) },
    });
    await formShown();
    fillValid();
    send();
    const box = await screen.findByRole('region', { name: 'Too many applications have been sent from your network' });
    expect(within(box).getByText('Try again in 2 minutes. Everything you entered is kept.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Dana Ruiz');
    expect(f.posted()).toContainEqual([{ source: 'svc-jobs', type: 'error', code: 'RATE_LIMITED' }, HOST]);
  });

  it('404: the position has closed, with a link to the board', async () => {
    openFrame({ routes: { [STAGE_PATH]: staged(), [APPLY_PATH]: errorBody('NOT_FOUND', 404) } });
    await formShown();
    fillValid();
    send();
    const heading = await screen.findByRole('heading', { name: 'This position has closed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: /See open positions/ }).getAttribute('href')).toBe('/acme');
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), 'NETWORK'],
    ['a 500', errorBody('INTERNAL', 500), 'INTERNAL'],
  ])('%s: a retry button, then success', async (_, failure, code) => {
    const f = openFrame({ routes: { [STAGE_PATH]: staged(), [APPLY_PATH]: (n) => (n === 0 ? failure : received) } });
    await formShown();
    fillValid();
    send();
    const box = await screen.findByRole('region', { name: 'Your application was not sent' });
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('dana@example.com');
    expect(f.posted()).toContainEqual([{ source: 'svc-jobs', type: 'error', code }, HOST]);
    fireEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Application sent' });
    expect(f.server.to('POST', '/apply')).toHaveLength(2);
  });

  it('keeps what was typed across a reload of the frame (never the file)', async () => {
    const storage = memoryStorage();
    openFrame({ storage });
    await formShown();
    type('Full name', 'Dana Ruiz');
    type('Email address', 'dana@example.com');
    document.body.replaceChildren();

    openFrame({ storage });
    await formShown();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Dana Ruiz');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('dana@example.com');
  });

  it('keeps nothing with storage=none (the container\'s data-storage="none"): no draft, nothing stored', async () => {
    const storage = memoryStorage();
    openFrame({ storage, search: `${EMBED_SEARCH}&storage=none` });
    await formShown();
    // The draft is written as a field changes (a signals effect): with storage it would be there now.
    type('Full name', 'Dana Ruiz');
    expect(storage.length).toBe(0);
    document.body.replaceChildren();
    openFrame({ storage, search: `${EMBED_SEARCH}&storage=none` });
    await formShown();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
  });
});

describe('loading the job', () => {
  it('404: the position has closed, and the host is told', async () => {
    const f = openFrame({ routes: { [JOB_PATH]: errorBody('NOT_FOUND', 404) } });
    await screen.findByRole('heading', { name: 'This position has closed' });
    expect(f.posted()).toContainEqual([{ source: 'svc-jobs', type: 'error', code: 'NOT_FOUND' }, HOST]);
  });

  it('a failure: a message and a retry that loads the form', async () => {
    let down = true;
    openFrame({ routes: { [JOB_PATH]: () => (down ? new TypeError('offline') : json(jobBody())) } });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'We could not load the application form.' })).toBeTruthy();
    down = false;
    fireEvent.click(retry);
    await formShown();
  });

  it('a link without org or job says so', async () => {
    openFrame({ search: '?job=eng-7f3k2' });
    expect(await screen.findByRole('heading', { name: 'This application link is incomplete' })).toBeTruthy();
  });
});

describe('captcha', () => {
  it('sends the token of the fake provider the test- site keys get', async () => {
    const f = openFrame({
      routes: {
        [JOB_PATH]: json(jobBody(undefined, { captcha: { provider: 'turnstile', siteKey: 'test-acme' } })),
        [STAGE_PATH]: staged(),
        [APPLY_PATH]: received,
      },
    });
    await formShown();
    await screen.findByText('Security check: test mode.');
    fillValid();
    send();
    await screen.findByRole('heading', { name: 'Application sent' });
    expect(f.server.lastParts('/apply').turnstileToken).toEqual(['XXXX.DUMMY.TOKEN.XXXX']);
  });

  it('asks for the check when the provider has no token yet', async () => {
    const reset = vi.fn();
    const f = openFrame({
      captcha: { render: () => Promise.resolve({ token: () => null, reset }) },
      routes: { [JOB_PATH]: json(jobBody(undefined, { captcha: { provider: 'turnstile', siteKey: 'live-key' } })), [STAGE_PATH]: staged() },
    });
    await formShown();
    fillValid();
    send();
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Complete the security check' }).getAttribute('href')).toBe('#captcha');
    expect(f.server.to('POST', '/apply')).toHaveLength(0);
  });
});
