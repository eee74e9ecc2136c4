import {
  callbackErrorCode,
  errorPagePath,
  isPopupClosedError,
  isSignedOutError,
  isTransientError,
  loginErrorCode,
} from './auth-error-code';
import { AuthTimeoutError } from './auth-retry';

const providerError = (error: string, message = error) =>
  Object.assign(new Error(message), { error });

describe('auth error codes', () => {
  it('sorts callback failures', () => {
    expect(callbackErrorCode(providerError('missing_transaction', 'Invalid state'))).toBe(
      'invalid_state',
    );
    expect(callbackErrorCode(providerError('state_mismatch', 'Invalid state'))).toBe(
      'invalid_state',
    );
    expect(callbackErrorCode(new Error('Blocked a frame with origin'))).toBe('cross_origin');
    expect(callbackErrorCode(new TypeError('Failed to fetch'))).toBe('network');
    expect(callbackErrorCode(providerError('access_denied'))).toBe('access_denied');
    expect(callbackErrorCode(new Error('bad id token'))).toBe('callback_error');
  });

  it('sorts login-start failures', () => {
    expect(loginErrorCode(providerError('redirect_uri_mismatch'))).toBe('redirect_uri_mismatch');
    expect(loginErrorCode(providerError('invalid_request'))).toBe('invalid_request');
    expect(loginErrorCode(new TypeError('Failed to fetch'))).toBe('network');
    expect(loginErrorCode(providerError('timeout', 'Timeout'))).toBe('network');
    expect(loginErrorCode(new Error('something else'))).toBe('authentication');
  });

  it('tells an ended session from a fault', () => {
    expect(isSignedOutError(providerError('login_required'))).toBe(true);
    expect(isSignedOutError(providerError('missing_refresh_token'))).toBe(true);
    expect(isSignedOutError(providerError('invalid_grant'))).toBe(true);
    expect(isSignedOutError(new Error('x login_required y'))).toBe(true);
    expect(isSignedOutError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('retries only timeouts and network failures', () => {
    expect(isTransientError(new AuthTimeoutError('User profile request timeout'))).toBe(true);
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientError(providerError('login_required'))).toBe(false);
  });

  it('recognises a closed popup', () => {
    expect(isPopupClosedError(providerError('cancelled', 'Popup closed'))).toBe(true);
    expect(isPopupClosedError(new Error('other'))).toBe(false);
  });

  it('builds the /error address', () => {
    expect(errorPagePath('invalid_state')).toBe('/error?error=invalid_state');
    expect(errorPagePath('authentication', 'a b')).toBe('/error?error=authentication&message=a+b');
  });
});
