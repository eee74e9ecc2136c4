import { matchAppPath } from './app-paths';

describe(matchAppPath.name, () => {
  it.each(['/', '/courses', '/courses/', '/Courses', '/course/anything', '/admin/manage-admins'])(
    'knows the screen path %s',
    (path) => {
      expect(matchAppPath(path)).toEqual({ type: 'screen' });
    },
  );

  it('takes an unclaimed one-segment path with a slug shape for a content page', () => {
    expect(matchAppPath('/choosing-a-study-format')).toEqual({
      type: 'content-page',
      slug: 'choosing-a-study-format',
    });
  });

  it.each(['/no/such/page', '/course/a/b', '/Not_A_Slug', '/dashboard/nope'])(
    'knows nothing of %s',
    (path) => {
      expect(matchAppPath(path)).toBeUndefined();
    },
  );
});
