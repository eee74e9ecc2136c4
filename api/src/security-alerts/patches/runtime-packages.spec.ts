import { runtimePackagesOf } from './runtime-packages';

describe(runtimePackagesOf.name, () => {
  it('lists installed runtime packages once each, without dev-only ones', () => {
    const lockfile = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'app', version: '1.0.0' },
        'node_modules/express': { version: '4.21.2' },
        'node_modules/jest': { version: '30.0.0', dev: true },
        'node_modules/@nestjs/core': { version: '11.0.1' },
        'node_modules/a/node_modules/express': { version: '4.17.1' },
        'node_modules/b/node_modules/express': { version: '4.17.1' },
        'node_modules/local': { resolved: 'packages/local', link: true },
      },
    };
    expect(runtimePackagesOf(lockfile)).toEqual([
      { name: '@nestjs/core', version: '11.0.1' },
      { name: 'express', version: '4.17.1' },
      { name: 'express', version: '4.21.2' },
    ]);
  });
});
