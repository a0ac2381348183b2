// @vitest-environment happy-dom
// The boot script itself (src/embed/index.ts), on a page with one container.
import { afterEach, expect, it, vi } from 'vitest';
import { urlOf } from '../support/fetch.ts';
import { nextTask } from '../support/tasks.ts';

afterEach(() => {
  document.body.replaceChildren();
});

it('sends the feed requests before its first sessionStorage access (the visit’s source), each in a later task than the script’s', async () => {
  const order: string[] = [];
  // The answers never come: this test is about what goes first.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    order.push(`fetch ${new URL(urlOf(input)).pathname}`);
    return new Promise<Response>(() => {});
  });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation((key: string) => {
    order.push(`storage ${key}`);
    return null;
  });
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  document.body.append(el);

  await import('../../src/embed/index.ts');
  expect(order).toEqual([]);
  // The scan, the requests' task, the Intl objects' and Preact's warm-up, the words, the source.
  for (let i = 0; i < 10 && !order.some((o) => o.startsWith('storage svc-jobs:src')); i++) await nextTask();
  expect(order.filter((o) => o.startsWith('fetch'))).toEqual(['fetch /api/v1/public/acme', 'fetch /api/v1/public/acme/jobs']);
  expect(order.findIndex((o) => o.startsWith('storage svc-jobs:src'))).toBeGreaterThan(order.indexOf('fetch /api/v1/public/acme/jobs'));
});
