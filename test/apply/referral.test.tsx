// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { APPLY_PATH, STAGE_PATH, errorBody, json, pdf } from './fake-server.ts';
import { HOST, openFrame } from './open-frame.ts';

const REF_SEARCH = `?org=acme&job=eng-7f3k2&ref=tok_1&parent=${encodeURIComponent(HOST)}`;
const INVITE = 'GET /api/v1/public/acme/referrals/tok_1';
const DECLINE = 'POST /api/v1/public/acme/referrals/tok_1/decline';
const invite = json({
  candidateName: 'Dana Ruiz',
  referrerName: 'Sam Lee',
  job: { publicId: 'eng-7f3k2', title: 'Senior Firmware Engineer' },
});

async function applyNow(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Apply for Senior Firmware Engineer' });
  fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Dana Ruiz' } });
  fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'dana@example.com' } });
  fireEvent.change(screen.getByLabelText('Résumé'), { target: { files: [pdf()] } });
  fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
  await screen.findByRole('heading', { name: 'Application sent' });
}

describe('a referral link', () => {
  it('says who referred the candidate for which role, and applies with via=referral', async () => {
    const f = openFrame({
      search: REF_SEARCH,
      routes: { [INVITE]: invite, [STAGE_PATH]: json({ key: 'rk_1', suggested: {} }), [APPLY_PATH]: json({ received: true }, 201) },
    });
    expect(await screen.findByRole('heading', { name: 'Sam Lee referred you for Senior Firmware Engineer' })).toBeTruthy();
    await applyNow();
    expect(f.server.lastParts('/apply')).toMatchObject({ via: ['referral'], ref: ['tok_1'] });
  });

  it('declines with "Not interested", then confirms calmly', async () => {
    const f = openFrame({ search: REF_SEARCH, routes: { [INVITE]: invite, [DECLINE]: json({ declined: true }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you for letting us know' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(f.server.to('POST', '/referrals/tok_1/decline')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('an invalid token: one calm message, the ordinary form, and no ref sent', async () => {
    const f = openFrame({
      search: `${REF_SEARCH}&embed=${encodeURIComponent(`${HOST}/careers`)}`,
      routes: {
        [INVITE]: errorBody('NOT_FOUND', 404),
        [STAGE_PATH]: json({ key: 'rk_1', suggested: {} }),
        [APPLY_PATH]: json({ received: true }, 201),
      },
    });
    expect(await screen.findByText('This referral link is no longer valid, but you can still apply below.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not interested' })).toBeNull();
    await applyNow();
    const parts = f.server.lastParts('/apply');
    expect(parts.via).toEqual(['embed']);
    expect(parts.ref).toBeUndefined();
  });
});
