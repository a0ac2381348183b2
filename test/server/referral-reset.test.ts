// The demo's reset puts spent and declined referrals back, so the e2e suite's
// engines (one demo server) each find the seeded invites.
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { createJobsApp } from '../../demo/server/app.ts';

describe('DELETE /__demo/referrals', () => {
  it('makes a declined invite usable again', async () => {
    const app = createJobsApp({ distDir: tmpdir(), jobsUrl: 'http://127.0.0.1:5174' });
    const url = 'http://127.0.0.1:5174/api/v1/public/acme/referrals/ref-dana-7q2';
    expect((await app.request(url)).status).toBe(200);
    const decline = await app.request(`${url}/decline`, { method: 'POST', headers: { origin: 'http://127.0.0.1:5174' } });
    expect(decline.status).toBeLessThan(300);
    expect((await app.request(url)).status).toBe(404);
    expect((await app.request('http://127.0.0.1:5174/__demo/referrals', { method: 'DELETE' })).status).toBe(204);
    expect((await app.request(url)).status).toBe(200);
  });
});
