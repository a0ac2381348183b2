// The search baseline: the same feed in plain DOM with a labelled search box
// that filters by the contract's rules (case- and accent-insensitive, every
// word in title, department, location or short description) and re-renders
// the first 50 matches and a count, on every input event. Like the widget, it
// folds the jobs' text once, at the first search.
(async () => {
  const el = document.querySelector('[data-svc-jobs]');
  const base = new URL(document.currentScript.src).origin + '/api/v1/public/' + el.getAttribute('data-svc-jobs');
  const [org, jobs] = await Promise.all([fetch(base).then((r) => r.json()), fetch(base + '/jobs').then((r) => r.json())]);
  const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const number = new Intl.NumberFormat('en');
  let texts = null;

  const h = document.createElement('h2');
  h.textContent = 'Open positions at ' + org.name;
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'search';
  label.append('Search ', input);
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const ul = document.createElement('ul');

  function item(job) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = job.url;
    a.textContent = job.title;
    const meta = document.createElement('p');
    meta.textContent = [job.department, job.location, job.employmentType].filter(Boolean).join(' · ');
    const p = document.createElement('p');
    p.textContent = job.shortDescription || '';
    li.append(a, meta, p);
    return li;
  }

  function render(q) {
    const words = fold(q).split(/\s+/).filter(Boolean);
    if (words.length && !texts)
      texts = jobs.map((j) => fold([j.title, j.department, j.location, j.shortDescription].filter(Boolean).join('\n')));
    const found = words.length ? jobs.filter((_, i) => words.every((w) => texts[i].includes(w))) : jobs;
    status.textContent = words.length
      ? `${number.format(found.length)} of ${number.format(jobs.length)} openings match`
      : `${number.format(jobs.length)} openings`;
    ul.replaceChildren(...found.slice(0, 50).map(item));
  }

  input.addEventListener('input', () => render(input.value));
  render('');
  el.replaceChildren(h, label, status, ul);
  el.dispatchEvent(new CustomEvent('svc-jobs:ready', { bubbles: true }));
})();
