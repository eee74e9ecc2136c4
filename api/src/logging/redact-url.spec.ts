import { REDACTED, redactQuery, redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it.each([
    'token',
    'access_token',
    'id_token',
    'id_token_hint',
    'refresh_token',
    'code',
    'code_verifier',
    'client_secret',
    'password',
    'api_key',
    'Access%5FToken',
  ])('hides the value of %s', (name) => {
    expect(redactUrl(`/ws/notifications?userId=u1&${name}=secret123&x=1`)).toBe(
      `/ws/notifications?userId=u1&${name}=${REDACTED}&x=1`,
    );
  });

  it('keeps every other parameter as written', () => {
    const url = '/api/public/courses?q=data%20science&page=2&sort=name+asc&state=abc';
    expect(redactUrl(url)).toBe(url);
  });

  it('redacts a URL quoted inside a message', () => {
    expect(redactUrl('Cannot GET /api/nope?token=secret123')).toBe(
      `Cannot GET /api/nope?token=${REDACTED}`,
    );
  });

  it('redacts empty, repeated and first parameters, and absolute URLs', () => {
    expect(redactUrl('https://x.test/cb?code=a&code=b&token=')).toBe(
      `https://x.test/cb?code=${REDACTED}&code=${REDACTED}&token=${REDACTED}`,
    );
  });

  it('survives malformed percent-encoding and missing values', () => {
    expect(redactUrl('/a?%E0%A4%A=1&password=p&flag')).toBe(
      `/a?%E0%A4%A=1&password=${REDACTED}&flag`,
    );
    expect(redactUrl(undefined)).toBeUndefined();
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe(redactQuery.name, () => {
  it('hides credential values of a parsed query and keeps the rest', () => {
    expect(redactQuery({ page: '1', token: 'secret123', code: ['a', 'b'] })).toEqual({
      page: '1',
      token: REDACTED,
      code: REDACTED,
    });
  });
});
