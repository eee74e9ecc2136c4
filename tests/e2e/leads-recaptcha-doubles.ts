/**
 * Doubles of Google's reCAPTCHA at the boundary this machine cannot reach: a siteverify server
 * speaking its protocol (form-encoded `secret`, `response`, `remoteip` in; `{ success }` out; a
 * token accepted once), and an api.js that speaks the browser API the forms use.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const RECAPTCHA_SITE_KEY = 'e2e-site-key';
const RECAPTCHA_SECRET_KEY = 'e2e-secret-key';
/** The visible name of the double's checkbox. */
export const FAKE_CHECKBOX_LABEL = 'I am not a robot (test reCAPTCHA)';

export interface FakeSiteverify {
  /** The RECAPTCHA_* environment of a product instance that uses this double. */
  env: Record<string, string>;
  /** Every token the API asked about, in order. */
  tokens: string[];
  close(): Promise<void>;
}

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const tokens: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      const fresh = !tokens.includes(token);
      tokens.push(token);
      const success =
        form.get('secret') === RECAPTCHA_SECRET_KEY && token.startsWith('fake-token-') && fresh;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify(
          success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      RECAPTCHA_SITE_KEY,
      RECAPTCHA_SECRET_KEY,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    },
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * api.js: `grecaptcha.render(container, { sitekey, callback, 'expired-callback' })` draws a
 * checkbox whose tick calls back with a new token; `getResponse` and `reset` work per widget id;
 * the `onload` callback named in the script's URL runs once the API is ready, as Google's does.
 */
export const FAKE_RECAPTCHA_API_JS = `(() => {
  const script = document.currentScript;
  const params = new URL(script.src).searchParams;
  const widgets = [];
  window.grecaptcha = {
    render(container, options) {
      if (container.childElementCount > 0) throw new Error('reCAPTCHA has already been rendered in this element');
      const id = widgets.length;
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.dataset.sitekey = options.sitekey;
      label.append(box, ' ${FAKE_CHECKBOX_LABEL}');
      container.append(label);
      const widget = { box, response: '' };
      widgets.push(widget);
      box.addEventListener('change', () => {
        if (!box.checked) return;
        widget.response = 'fake-token-' + crypto.randomUUID();
        options.callback(widget.response);
      });
      return id;
    },
    getResponse(id = 0) {
      return widgets[id] ? widgets[id].response : '';
    },
    reset(id = 0) {
      if (!widgets[id]) return;
      widgets[id].response = '';
      widgets[id].box.checked = false;
    },
  };
  const onload = params.get('onload');
  if (onload) setTimeout(() => window[onload](), 0);
})();`;

/** A run-unique name, so parallel specs find their own documents. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
