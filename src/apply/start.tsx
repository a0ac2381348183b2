// Starts the frame app in `el`: reads the URL, renders, tells the host page it
// is ready, loads the job. Returns the function that stops it all.
import { effect } from '@preact/signals';
import { render, h } from 'preact';
import { App } from './components/App.tsx';
import { createApp, type AppDeps } from './model/app.ts';
import { readParams, readScheme } from './params.ts';
import { T, frameLang, loadFrameWords } from './text.ts';
import { applyTheme } from './theme.ts';

export interface StartOptions extends AppDeps {
  /** The frame URL's query (`location.search` by default). */
  search?: string;
}

export function startApplyFrame(el: HTMLElement, opts: StartOptions = {}): () => void {
  const search = opts.search ?? location.search;
  const params = readParams(search);
  const scheme = readScheme(search);
  // storage=none: the draft has no storage (the host page promised its visitors nothing is kept).
  const model = createApp(params, params?.store === false ? { ...opts, storage: undefined } : opts);
  const doc = el.ownerDocument;
  // The language whose words are loaded (loadFrameWords, before this): what is shown.
  doc.documentElement.lang = frameLang();
  // The URL's accent wins (the host page's choice); else the company's brand colour.
  const stopTheme = effect(() => {
    const job = model.job.value;
    applyTheme(doc.documentElement, params?.accent ?? job?.brandColor ?? null, scheme);
    if (job) doc.title = `${T.applyFor(job.title)} – ${job.orgName}`;
  });
  // The frame is our own page: its <noscript> text goes (Preact would leave it in place).
  el.replaceChildren();
  // The job's request first: it travels while the first render and its layout run.
  model.start();
  render(<App model={model} />, el);
  model.frame.ready();
  return () => {
    stopTheme();
    model.dispose();
    render(null, el);
  };
}

/** The page's start (main.tsx): the words of the URL's language (English is built in), then the app. */
export async function bootApplyFrame(el: HTMLElement, job?: Promise<unknown>): Promise<void> {
  await loadFrameWords(new URLSearchParams(location.search).get('lang'));
  startApplyFrame(el, {
    // Reading sessionStorage throws in some sandboxed or privacy modes: then no draft.
    storage: () => window.sessionStorage,
    job,
  });
}
