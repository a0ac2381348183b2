// The full-page board ({jobs_url}/{orgSlug}). The demo host fills the container
// and its fallback on the server; a plain static host serves this page as is,
// so the org comes from the path here.
const board = document.getElementById('svc-board');
const [org, job] = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
if (board && org && !job && !board.getAttribute('data-svc-jobs')) {
  board.setAttribute('data-svc-jobs', org);
  document.title = `Careers — ${org}`;
  const head = document.querySelector('.page-head');
  if (head && !head.firstElementChild) {
    const h1 = document.createElement('h1');
    h1.textContent = document.title;
    head.append(h1);
  }
}
