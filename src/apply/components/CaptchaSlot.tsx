// Where the captcha renders, when the job asks for one. The provider owns the
// box's contents; this component renders it once and never touches it again.
import { useEffect, useRef } from 'preact/hooks';
import { error as logError } from '../../log.ts';
import { pickCaptcha, type CaptchaProvider } from '../captcha.ts';
import type { Application } from '../model/application.ts';
import { CAPTCHA_ID } from '../model/form.ts';
import { h } from 'preact';

export function CaptchaSlot({ app, siteKey, provider }: { app: Application; siteKey: string; provider?: CaptchaProvider }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const el = ref.current;
    if (!el) return;
    pickCaptcha(siteKey, provider)
      .render(el, siteKey)
      .then(
        (handle) => live && app.setCaptcha(handle),
        (e: unknown) => {
          logError('the captcha could not load', e);
          if (live) app.setCaptcha(null, true);
        },
      );
    return () => {
      live = false;
    };
  }, [app, siteKey, provider]);
  return <div class="field captcha" id={CAPTCHA_ID} tabindex={-1} ref={ref} />;
}
