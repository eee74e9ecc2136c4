import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { loadConfig } from './load-config';

const minimal = { MONGODB_URI: 'mongodb://127.0.0.1:27017/' };

function privateJwk() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' });
}

describe('IDP_SIGNING_KEYS', () => {
  const jwks = { keys: [{ ...privateJwk(), kid: 'ops-1' }] };

  it('takes a JWKS given inline', () => {
    const config = loadConfig({ ...minimal, IDP_SIGNING_KEYS: JSON.stringify(jwks) });
    expect(config.IDP_SIGNING_KEYS).toEqual(jwks.keys);
  });

  it('takes the path of a file holding the JWKS (a mounted secret)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'idp-keys-')), 'jwks.json');
    writeFileSync(file, JSON.stringify(jwks));
    expect(loadConfig({ ...minimal, IDP_SIGNING_KEYS: file }).IDP_SIGNING_KEYS).toEqual(jwks.keys);
  });

  it.each([
    ['a file that does not exist', '/nonexistent/jwks.json', /names no readable file/],
    ['text that is not JSON', '{ keys: [', /is not valid JSON/],
    ['an empty set', '{"keys":[]}', /IDP_SIGNING_KEYS/],
    ['a public key only', JSON.stringify({ keys: [{ ...privateJwk(), d: undefined }] }), /d/],
    ['an EC key', '{"keys":[{"kty":"EC","crv":"P-256","x":"a","y":"b","d":"c"}]}', /kty/],
  ])('stops the start on %s, naming the variable', (_case, value, problem) => {
    expect(() => loadConfig({ ...minimal, IDP_SIGNING_KEYS: value })).toThrow(/IDP_SIGNING_KEYS/);
    expect(() => loadConfig({ ...minimal, IDP_SIGNING_KEYS: value })).toThrow(problem);
  });

  it('rotates database-kept keys after 90 days unless told otherwise', () => {
    expect(loadConfig(minimal).IDP_SIGNING_KEY_MAX_AGE_DAYS).toBe(90);
    expect(() => loadConfig({ ...minimal, IDP_SIGNING_KEY_MAX_AGE_DAYS: '0' })).toThrow(
      /IDP_SIGNING_KEY_MAX_AGE_DAYS/,
    );
  });
});
