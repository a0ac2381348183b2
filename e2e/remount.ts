// The memory test's and the memory bench's rounds, run in the page (passed to
// page.evaluate, so each is self-contained): the container #c, in #host.

/** Unmounts and mounts #c by the API `rounds` times; the distinct results. */
export async function remountByApi(rounds: number): Promise<string[]> {
  const el = document.getElementById('c');
  if (!el) throw new Error('no #c');
  const api = (window as unknown as { SvcJobs: { mount(e: Element): Promise<string>; unmount(e: Element): void } }).SvcJobs;
  const results = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    api.unmount(el);
    results.add(await api.mount(el));
  }
  return [...results];
}

/** Takes #c out of the page and puts it back `rounds` times; the ready events seen and the boards left. */
export async function remountByElement(rounds: number): Promise<{ ready: number; boards: number }> {
  const el = document.getElementById('c');
  const host = document.getElementById('host');
  if (!el || !host) throw new Error('no #c in #host');
  let ready = 0;
  for (let i = 0; i < rounds; i++) {
    // Out of the page until the widget's MutationObserver has heard it: ours, made after the
    // widget's, is called after it (observers go in creation order). Back at once, it would be a move.
    const heard = new Promise<void>((r) => {
      const o = new MutationObserver(() => {
        o.disconnect();
        r();
      });
      o.observe(host, { childList: true });
    });
    el.remove();
    await heard;
    const done = new Promise((r) => el.addEventListener('svc-jobs:ready', r, { once: true }));
    host.append(el);
    await done;
    ready++;
  }
  return { ready, boards: document.querySelectorAll('svc-jobs-board').length };
}
