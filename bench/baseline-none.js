// The baseline of a page without a container: the least a loader could do
// there — look for containers, find none, and stop (no request, no global).
(() => {
  const found = document.querySelectorAll('[data-svc-jobs]');
  if (!found.length) return;
})();
