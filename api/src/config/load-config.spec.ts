import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configSchema } from './config.schema';
import { ConfigError, loadConfig } from './load-config';

const minimal = { MONGODB_URI: 'mongodb://127.0.0.1:27017/' };

describe(loadConfig.name, () => {
  it('fills in the defaults of every optional variable', () => {
    const config = loadConfig(minimal);
    expect(config.PORT).toBe(8080);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('leaves the sample data out unless seeding is asked for (an operator database stays clean)', () => {
    expect(loadConfig(minimal).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...minimal, SEED_ON_START: '' }).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...minimal, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
  });

  it('accepts provider lifetimes down to 2 seconds and no shorter', () => {
    expect(loadConfig({ ...minimal, IDP_SESSION_TTL_S: '2' }).IDP_SESSION_TTL_S).toBe(2);
    expect(() => loadConfig({ ...minimal, IDP_SESSION_TTL_S: '1' })).toThrow(/IDP_SESSION_TTL_S/);
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(loadConfig({ ...minimal, PORT: '', PUBLIC_URL: '' }).PORT).toBe(8080);
  });

  it('names the bad variable and what is wrong with it', () => {
    expect(() => loadConfig({ ...minimal, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...minimal, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...minimal, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ...minimal, SEED_ON_START: 'maybe' })).toThrow(/SEED_ON_START/);
  });

  it('takes a mailto: or https: VAPID subject and refuses one naming localhost', () => {
    expect(loadConfig(minimal).VAPID_SUBJECT).toBe('mailto:support@studyabroad.example');
    const subject = 'https://study.example.com/contact';
    expect(loadConfig({ ...minimal, VAPID_SUBJECT: subject }).VAPID_SUBJECT).toBe(subject);
    for (const bad of [
      'mailto:admin@localhost',
      'https://localhost:8080',
      'https://127.0.0.1',
      'https://[::1]/',
      'http://study.example.com',
      'support@studyabroad.example',
    ]) {
      expect(() => loadConfig({ ...minimal, VAPID_SUBJECT: bad })).toThrow(/VAPID_SUBJECT/);
    }
  });

  it('takes the VAPID keys together or not at all', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'a'.repeat(43);
    const config = loadConfig({
      ...minimal,
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(config.VAPID_PUBLIC_KEY).toBe(publicKey);
    expect(() => loadConfig({ ...minimal, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ MONGODB_URI: 'postgres://x', PORT: '70000' })).toThrow(
      /MONGODB_URI.*PORT|PORT.*MONGODB_URI/,
    );
  });

  it('requires a database URI', () => {
    expect(() => loadConfig({})).toThrow(/MONGODB_URI: is required/);
  });

  it('ignores variables it does not know, such as PATH', () => {
    expect(loadConfig({ ...minimal, PATH: '/usr/bin' })).not.toHaveProperty('PATH');
  });
});

describe('.env.example', () => {
  const listed = readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));

  it('lists every variable the API reads, each once', () => {
    expect([...listed].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('explains each variable in a comment on the line above', () => {
    const lines = readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8').split(
      '\n',
    );
    for (const name of listed) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[index - 1]).toMatch(/^# \S/);
    }
  });
});
