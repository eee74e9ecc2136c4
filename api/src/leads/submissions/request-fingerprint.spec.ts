import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('is the same for the same fields in another order', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it('differs when a value, a list order or a file differs', () => {
    const base = requestFingerprint({ a: 1, list: [1, 2], photo: Buffer.from('one') });
    expect(requestFingerprint({ a: 2, list: [1, 2], photo: Buffer.from('one') })).not.toBe(base);
    expect(requestFingerprint({ a: 1, list: [2, 1], photo: Buffer.from('one') })).not.toBe(base);
    expect(requestFingerprint({ a: 1, list: [1, 2], photo: Buffer.from('two') })).not.toBe(base);
  });

  it('treats an absent field and an undefined one alike', () => {
    expect(requestFingerprint({ a: 1, b: undefined })).toBe(requestFingerprint({ a: 1 }));
  });
});
