// The captcha as the application sees it: the widget's handle once it loaded
// (or the fact that it failed to), and the summary's line when the job wants
// a captcha that is not solved.
import { signal, type ReadonlySignal } from '@preact/signals';
import type { CaptchaHandle } from '../captcha.ts';
import { T } from '../text.ts';
import { CAPTCHA_ID, type SummaryItem } from './form.ts';

export function createCaptchaState(required: boolean) {
  const handle = signal<CaptchaHandle | null>(null);
  const failed = signal(false);

  /** The widget rendered (a handle), or it is gone or failed to load (null). */
  function set(next: CaptchaHandle | null, failedToLoad = false): void {
    handle.value = next;
    failed.value = failedToLoad;
  }

  /** The current token, or null until the check is passed. */
  const token = (): string | null => handle.value?.token() ?? null;

  /** Tokens are single-use: a new check after every attempt to send. */
  function reset(): void {
    handle.value?.reset();
  }

  /** What the summary says when the captcha is wanted and not solved: nothing else. */
  function missing(): SummaryItem[] {
    if (!required || token()) return [];
    return [{ message: failed.value ? T.captchaFailed : T.captchaNeeded, id: CAPTCHA_ID }];
  }

  return { failed: failed as ReadonlySignal<boolean>, set, token, reset, missing };
}

export type CaptchaState = ReturnType<typeof createCaptchaState>;
