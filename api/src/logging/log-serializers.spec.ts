import { logSerializers } from './log-serializers';

describe('logSerializers', () => {
  it('redacts the URL, query and Referer of a logged request, keeping the rest', () => {
    expect(
      logSerializers.req({
        url: '/api/public/courses?page=2&token=t0k',
        query: { page: '2', token: 't0k' },
        headers: { referer: 'https://site.test/x?code=abc', host: 'site.test' },
      }),
    ).toEqual({
      url: '/api/public/courses?page=2&token=[REDACTED]',
      query: { page: '2', token: '[REDACTED]' },
      headers: { referer: 'https://site.test/x?code=[REDACTED]', host: 'site.test' },
    });
  });

  it("redacts the code in a redirect's Location", () => {
    expect(
      logSerializers.res({
        headers: { location: 'https://site.test/auth/login?code=abc&state=s' },
      }),
    ).toEqual({ headers: { location: 'https://site.test/auth/login?code=[REDACTED]&state=s' } });
  });

  it('takes a request logged without headers, as the list cache logs it', () => {
    expect(logSerializers.req({ url: '/api/public/courses?q=art' })).toEqual({
      url: '/api/public/courses?q=art',
      query: undefined,
      headers: undefined,
    });
  });
});
