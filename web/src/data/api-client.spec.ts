import { getJson, startPublicGet } from './api-client';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe(startPublicGet.name, () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("answers the screen's first identical call once, then asks again", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ n: 1 }))
      .mockResolvedValueOnce(jsonResponse({ n: 2 }));
    startPublicGet('/api/public/courses/a?currency=EUR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getJson('/api/public/courses/a?currency=EUR')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getJson('/api/public/courses/a?currency=EUR')).resolves.toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves another path to its own request', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ early: true }))
      .mockResolvedValueOnce(jsonResponse({ usd: true }));
    startPublicGet('/api/public/courses/b?currency=EUR');
    await expect(getJson('/api/public/courses/b?currency=USD')).resolves.toEqual({ usd: true });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/public/courses/b?currency=EUR',
      '/api/public/courses/b?currency=USD',
    ]);
  });

  it('asks again when the early request failed', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse({ ok: 1 }));
    startPublicGet('/api/public/courses/c?currency=EUR');
    await expect(getJson('/api/public/courses/c?currency=EUR')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never starts a call that needs the signed-in user', () => {
    startPublicGet('/api/me');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
