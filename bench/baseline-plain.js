// The plainest renderer (issue 36's baseline for a live board): the same feed,
// its first page of openings as a <ul> of links, nothing else: no framework,
// no shadow root, no stylesheet, no Intl, no filters or count.
void (async () => {
  const PAGE = 50;
  const el = document.querySelector('[data-svc-jobs]');
  const base = new URL(document.currentScript.src).origin + '/api/v1/public/' + el.getAttribute('data-svc-jobs');
  const jobs = await fetch(base + '/jobs').then((r) => r.json());
  const ul = document.createElement('ul');
  for (const job of jobs.slice(0, PAGE)) {
    const a = document.createElement('a');
    a.href = job.url;
    a.textContent = job.title;
    ul.appendChild(document.createElement('li')).appendChild(a);
  }
  el.replaceChildren(ul);
  el.dispatchEvent(new CustomEvent('svc-jobs:ready', { bubbles: true }));
})();
