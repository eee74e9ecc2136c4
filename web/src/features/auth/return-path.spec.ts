import {
  isRememberablePath,
  postLoginPath,
  rememberReturnPath,
  takeReturnPath,
} from './return-path';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('return path', () => {
  it('refuses the root, /auth/ pages and other sites', () => {
    expect(isRememberablePath('/')).toBe(false);
    expect(isRememberablePath('/?tab=1')).toBe(false);
    expect(isRememberablePath('/auth/login')).toBe(false);
    expect(isRememberablePath('/auth/login?code=x')).toBe(false);
    expect(isRememberablePath('//evil.example/x')).toBe(false);
    expect(isRememberablePath('https://evil.example/x')).toBe(false);
    expect(isRememberablePath(null)).toBe(false);
  });

  it('accepts a page with its query', () => {
    expect(isRememberablePath('/dashboard/favorites?sort=new')).toBe(true);
    expect(isRememberablePath('/authors')).toBe(true);
  });

  it('is taken once', () => {
    const storage = memoryStorage();
    rememberReturnPath('/dashboard/messages', storage);
    expect(takeReturnPath(storage)).toBe('/dashboard/messages');
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('is not remembered for the login page', () => {
    const storage = memoryStorage();
    rememberReturnPath('/auth/login', storage);
    expect(takeReturnPath(storage)).toBeNull();
  });

  it('falls back from the saved path to the origin page to the role home', () => {
    expect(postLoginPath(['/courses', '/dashboard/sessions'], ['student'])).toBe('/courses');
    expect(postLoginPath([null, '/dashboard/sessions'], ['student'])).toBe('/dashboard/sessions');
    expect(postLoginPath([null, '/auth/login'], ['student'])).toBe('/dashboard');
    expect(postLoginPath([undefined], ['admin'])).toBe('/admin/dashboard');
    expect(postLoginPath(['/'], ['superadmin'])).toBe('/admin/dashboard');
  });
});
