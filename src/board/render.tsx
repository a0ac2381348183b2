// Renders a board into a shadow root and returns the function that removes it.
// The board is rendered once; from then on each component re-renders itself
// when a signal it showed changes (./watch.ts).
import { effect } from '@preact/signals-core';
import { render, h } from 'preact';
import { Board, type BoardProps } from './Board.tsx';
import { jobPosting } from '../structured-data/job-posting.ts';
import { addJsonLd } from './jsonld.ts';
import { structuredData } from './layer.ts';
import { boardSheet } from './styles.ts';
import { watchAtOnce } from './watch.ts';

/**
 * Renders a throwaway paragraph: V8 compiles Preact's code on its first run,
 * which a board's first render would otherwise pay in its own task. The
 * stylesheet is parsed here too.
 */
export function warmRender(): void {
  boardSheet();
  render(
    <p class="x">
      <a href="#">x</a>
    </p>,
    document.createElement('div'),
  );
}

/**
 * Renders the board into `root`, the board's root: a board written ahead has
 * it, with its markup, which the render adopts in place (Preact keeps every
 * element it can reuse); a new one in the shadow root when there is none. Never
 * "the shadow root's last element": an editor may have put more after it.
 */
export function renderBoard(
  host: HTMLElement,
  shadow: ShadowRoot,
  props: BoardProps,
  root: Element = shadow.appendChild(document.createElement('div')),
): () => void {
  const sheet = boardSheet();
  if (sheet) shadow.adoptedStyleSheets = [sheet];
  // The board's language on its root, so screen readers pronounce it right
  // whatever the page around it speaks.
  root.setAttribute('lang', props.words.lang);
  watchAtOnce();
  render(<Board {...props} />, root);
  const stopPalette = effect(() => {
    // The brand colour travels as custom properties set through the CSSOM (no
    // style attribute string), so a host's own --svc-accent still wins.
    const { accent, accentText } = props.model.palette.value;
    host.style.setProperty('--svc-brand', accent);
    host.style.setProperty('--svc-brand-text', accentText);
  });
  // The page gains JSON-LD only while it shows one job (never for the list), and
  // none where the page's server wrote that job's (complete) one: one JobPosting a page.
  // The widget's mapping at once; the layer's complete one in its place once loaded.
  const stopJsonLd = effect(() => {
    const { view, page, org } = props.model;
    const job = page.value;
    if (
      view.value === 'detail' &&
      job &&
      ![...document.head.querySelectorAll<HTMLElement>('[data-svc-job]')].some((s) => s.dataset.svcJob === job.publicId)
    ) {
      const base = jobPosting(job, org.value, props.config.applyInline);
      return addJsonLd(
        base,
        structuredData(props.jobsOrigin).then((layer) => layer?.completePosting(base, job)),
      );
    }
  });
  return () => {
    stopJsonLd();
    stopPalette();
    render(null, root);
  };
}
