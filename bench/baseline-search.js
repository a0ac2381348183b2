// The board baseline: the widget's markup in plain DOM, no framework. The same
// elements, attributes and words as the widget's English board renders for
// the feed (a heading; the filters it shows: a select per facet with two or
// more values, sorted by the language's collation, and the search box; the
// count in a status region; the first 50 openings, each a heading with its
// link, its facts, its summary and when it was posted; "Show N more" below a
// longer list), so that what the widget costs beyond it is the widget's own:
// its framework and models, its shadow root and stylesheet, its yielding.
// The search box filters by the contract's rules (case- and accent-
// insensitive, every word in title, department, location or short
// description) and re-renders the first 50 matches and the count on every
// input event. Like the widget, it folds the jobs' text once, at the first search.
void (async () => {
  const el = document.querySelector('[data-svc-jobs]');
  const base = new URL(document.currentScript.src).origin + '/api/v1/public/' + el.getAttribute('data-svc-jobs');
  const [, jobs] = await Promise.all([fetch(base).then((r) => r.json()), fetch(base + '/jobs').then((r) => r.json())]);
  const PAGE = 50;
  const TYPES = { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', internship: 'Internship', temporary: 'Temporary' };
  const fold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const number = new Intl.NumberFormat('en');
  const plural = new Intl.PluralRules('en');
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const collator = new Intl.Collator('en');
  let texts = null;

  const make = (tag, attrs, ...children) => {
    const e = document.createElement(tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    e.append(...children);
    return e;
  };
  const UNITS = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  function posted(iso) {
    const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
    if (isNaN(seconds)) return null;
    for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
    return relative.format(0, 'minute');
  }

  function item(job) {
    const facts = [job.department, job.location, TYPES[job.employmentType], job.compensation].filter(Boolean);
    const li = make('li', { class: 'job' }, make('h3', { class: 'title' }, make('a', { href: job.url }, job.title)));
    if (facts.length) li.append(make('p', { class: 'meta' }, ...facts.map((f) => make('span', {}, f))));
    if (job.shortDescription) li.append(make('p', { class: 'summary' }, job.shortDescription));
    const when = posted(job.publishedAt);
    if (when) li.append(make('p', { class: 'posted' }, make('time', { datetime: job.publishedAt }, 'Posted ' + when)));
    return li;
  }

  function select(label, all, values, text) {
    const options = [...new Set(values.filter(Boolean))].map((v) => [v, text(v)]).sort((a, b) => collator.compare(a[1], b[1]));
    if (options.length < 2) return [];
    // An option whose value is its text has no value attribute, as in the widget.
    const s = make(
      'select',
      {},
      make('option', { value: '' }, all),
      ...options.map(([v, t]) => make('option', v === t ? {} : { value: v }, t)),
    );
    return [make('label', {}, label, s)];
  }

  const input = make('input', { type: 'search' });
  const filters = make(
    'div',
    { class: 'filters', role: 'search', 'aria-label': 'Filter open positions' },
    ...select(
      'Department',
      'All departments',
      jobs.map((j) => j.department),
      String,
    ),
    ...select(
      'Location',
      'All locations',
      jobs.map((j) => j.location),
      String,
    ),
    ...select(
      'Type',
      'All types',
      jobs.map((j) => j.employmentType),
      (t) => TYPES[t] ?? t,
    ),
    make('label', {}, 'Search', input),
  );
  const status = make('p', { class: 'count', role: 'status' });
  const ul = make('ul', { class: 'jobs' });
  const more = make('button', { type: 'button', class: 'button' });
  const actions = make('p', { class: 'actions' }, more);

  function render(q) {
    const words = fold(q).split(/\s+/).filter(Boolean);
    if (words.length && !texts)
      texts = jobs.map((j) => fold([j.title, j.department, j.location, j.shortDescription].filter(Boolean).join('\n')));
    const found = words.length ? jobs.filter((_, i) => words.every((w) => texts[i].includes(w))) : jobs;
    const n = number.format(found.length);
    status.textContent = words.length
      ? `${n} of ${number.format(jobs.length)} open positions ${plural.select(found.length) === 'one' ? 'matches' : 'match'}`
      : `${n} open position${plural.select(found.length) === 'one' ? '' : 's'}`;
    ul.replaceChildren(...found.slice(0, PAGE).map(item));
    more.textContent = `Show ${number.format(Math.min(PAGE, found.length - PAGE))} more`;
    if (found.length > PAGE) section.append(actions);
    else actions.remove();
  }

  const section = make(
    'section',
    { 'aria-labelledby': 'svc-openings' },
    make('h2', { id: 'svc-openings' }, 'Open positions'),
    filters,
    status,
    ul,
  );
  input.addEventListener('input', () => render(input.value));
  render('');
  el.replaceChildren(make('div', { lang: 'en' }, section));
  el.dispatchEvent(new CustomEvent('svc-jobs:ready', { bubbles: true }));
})();
