// The captcha check of an application, behind a small interface. The demo has
// no network, so its default verifier is a test double: it accepts only the
// apply frame's fake token (FAKE_CAPTCHA_TOKEN, what the frame's fake provider
// gives for site keys starting with `test-`), and only for such keys. A real
// deployment would call Turnstile's siteverify here instead.
import { FAKE_CAPTCHA_TOKEN } from '../../src/apply/captcha.ts';

export interface CaptchaVerifier {
  /** True when `token` proves a person passed the check for `siteKey`. */
  verify(token: string, siteKey: string): Promise<boolean>;
}

export const TEST_SITE_KEY_PREFIX = 'test-';

export const testCaptchaVerifier: CaptchaVerifier = {
  verify: (token, siteKey) => Promise.resolve(siteKey.startsWith(TEST_SITE_KEY_PREFIX) && token === FAKE_CAPTCHA_TOKEN),
};
