/**
 * Google's reCAPTCHA v2 script, loaded once per page in explicit-render mode: `onload` names the
 * global callback api.js calls once `grecaptcha.render` can be used, and `hl` the language of the
 * checkbox (fixed for the page: api.js cannot switch it later).
 */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD_CALLBACK = 'studyAbroadRecaptchaLoaded';

/** Google's language codes where they differ from the interface's. */
const RECAPTCHA_LANGUAGES: Record<string, string> = { zh: 'zh-CN' };

export interface RecaptchaRenderOptions {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

/** The part of Google's `grecaptcha` object the forms use. */
export interface Grecaptcha {
  render(container: HTMLElement, options: RecaptchaRenderOptions): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD_CALLBACK]?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's API, ready to render; a failed load (offline, blocked) is tried again next time. */
export function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    window[ONLOAD_CALLBACK] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const params = new URLSearchParams({
      onload: ONLOAD_CALLBACK,
      render: 'explicit',
      hl: RECAPTCHA_LANGUAGES[language] ?? language,
    });
    script.src = `${RECAPTCHA_SCRIPT_URL}?${params.toString()}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
