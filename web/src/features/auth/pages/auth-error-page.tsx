import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { type AuthErrorCode, isAuthErrorCode } from '../../../../../shared/auth/auth-errors';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Spec §8 messages of the /error codes, as locale keys. */
const CODE_MESSAGE_IDS = {
  initialization: 'auth.error.initialization',
  network: 'auth.error.network',
  authentication: 'auth.error.authentication',
  invalid_state: 'auth.error.invalid_state',
  cross_origin: 'auth.error.cross_origin',
  callback_error: 'auth.error.callback_error',
  redirect_uri_mismatch: 'auth.error.redirect_uri_mismatch',
  invalid_request: 'auth.error.invalid_request',
  access_denied: 'auth.error.access_denied',
  network_error: 'auth.error.network_error',
  unknown: 'auth.error.unknown',
} as const satisfies Record<AuthErrorCode, MessageId>;

/**
 * /error (spec §2, §8): the catalogue message of the `error` code, and the provider's or the
 * app's detail from `description` or `message` when one came along. An unknown code reads as the
 * unexpected authentication error.
 */
export function AuthErrorPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const title = intl.formatMessage({ id: 'page.authError.title' });
  useDocumentTitle(title);
  const code = query.get('error');
  const messageId = CODE_MESSAGE_IDS[isAuthErrorCode(code) ? code : 'authentication'];
  const detail = query.get('description') ?? query.get('message');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {title}
      </h1>
      <p role="alert" className="mt-3 text-slate-700 dark:text-slate-300">
        <FormattedMessage id={messageId} />
      </p>
      {detail && (
        <p className="mt-2 text-sm break-words text-slate-500 dark:text-slate-400">
          <FormattedMessage id="auth.error.detail" values={{ detail }} />
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/auth/login"
          className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
        >
          <FormattedMessage id="auth.error.tryAgain" />
        </Link>
        <Link
          to="/"
          className="rounded-md px-4 py-2 font-semibold text-indigo-700 dark:text-indigo-300 hover:underline"
        >
          <FormattedMessage id="common.backHome" />
        </Link>
      </div>
    </div>
  );
}
