// The baseline: the least a script could do to show the same list — fetch the
// same two documents and build plain DOM, no framework, no shadow root. It
// renders every opening (the widget renders the first page and a count).
void (async () => {
  const el = document.querySelector('[data-svc-jobs]');
  const base = new URL(document.currentScript.src).origin + '/api/v1/public/' + el.getAttribute('data-svc-jobs');
  const [org, jobs] = await Promise.all([fetch(base).then((r) => r.json()), fetch(base + '/jobs').then((r) => r.json())]);
  const h = document.createElement('h2');
  h.textContent = 'Open positions at ' + org.name;
  const ul = document.createElement('ul');
  for (const job of jobs) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = job.url;
    a.textContent = job.title;
    const meta = document.createElement('p');
    meta.textContent = [job.department, job.location, job.employmentType].filter(Boolean).join(' · ');
    const p = document.createElement('p');
    p.textContent = job.shortDescription || '';
    li.append(a, meta, p);
    ul.append(li);
  }
  el.replaceChildren(h, ul);
  el.dispatchEvent(new CustomEvent('svc-jobs:ready', { bubbles: true }));
})();
