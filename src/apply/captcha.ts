// Captcha behind a small interface, so the frame needs no network in tests and
// the demo. Which provider runs:
//   1. the one injected as `startApplyFrame(…, { captcha })` (tests, embedders of the frame app);
//   2. else the fake one when the job's siteKey starts with `test-` (the demo
//      jobs host serves such keys; its verifier accepts FAKE_CAPTCHA_TOKEN);
//   3. else Cloudflare Turnstile, its script loaded only now that a job asks for it.

export interface CaptchaHandle {
  /** The current token, or null until the check is passed (or after it expired). */
  token(): string | null;
  /** Tokens are single-use: a new check after every attempt to send. */
  reset(): void;
}

export interface CaptchaProvider {
  render(el: HTMLElement, siteKey: string): Promise<CaptchaHandle>;
}

/** The token the fake provider gives (Cloudflare's own dummy token for its test keys). */
export const FAKE_CAPTCHA_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** Always passes, at once; says so on the page so nobody mistakes it for protection. */
export const fakeCaptcha: CaptchaProvider = {
  render(el) {
    const note = el.ownerDocument.createElement('p');
    note.className = 'hint';
    note.textContent = 'Security check: test mode.';
    el.replaceChildren(note);
    return Promise.resolve({ token: () => FAKE_CAPTCHA_TOKEN, reset: () => {} });
  },
};

export const TURNSTILE_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(el: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId?: string): void;
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(doc: Document): Promise<TurnstileApi> {
  const current = (): TurnstileApi | undefined => (doc.defaultView as (Window & { turnstile?: TurnstileApi }) | null)?.turnstile;
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TURNSTILE_URL;
    script.async = true;
    script.onload = () => {
      const api = current();
      if (api) resolve(api);
      else reject(new Error('turnstile missing'));
    };
    script.onerror = () => reject(new Error('turnstile failed to load'));
    doc.head.append(script);
  }).catch((e: unknown) => {
    loading = null; // a later render may try again
    throw e;
  });
  return loading;
}

export const turnstileCaptcha: CaptchaProvider = {
  async render(el, siteKey) {
    const api = await loadTurnstile(el.ownerDocument);
    let token: string | null = null;
    const id = api.render(el, {
      sitekey: siteKey,
      // The frame's scheme (applyTheme set it from the URL): a light check on a dark form would glare.
      theme: el.ownerDocument.documentElement.dataset['scheme'] === 'dark' ? 'dark' : 'light',
      callback: (t: string) => void (token = t),
      'expired-callback': () => void (token = null),
      'error-callback': () => void (token = null),
    });
    return {
      token: () => token,
      reset: () => {
        token = null;
        api.reset(id);
      },
    };
  },
};

/** The provider for a job's captcha (see the top of this file). */
export function pickCaptcha(siteKey: string, injected?: CaptchaProvider): CaptchaProvider {
  return injected ?? (siteKey.startsWith('test-') ? fakeCaptcha : turnstileCaptcha);
}
