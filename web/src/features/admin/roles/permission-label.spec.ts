import { PERMISSIONS } from '../../../../../shared/auth/permissions';
import { SUPPORTED_LANGUAGES } from '../../../../../shared/i18n/languages';
import { permissionLabelId } from './permission-label';

describe('permission labels', () => {
  it.each(SUPPORTED_LANGUAGES)('names every permission in %s', async (language) => {
    const messages = (await import(`../../../../../locales/${language}.json`)) as Record<
      string,
      string
    >;
    const unnamed = PERMISSIONS.filter((permission) => !messages[permissionLabelId(permission)]);
    expect(unnamed).toEqual([]);
  });
});
