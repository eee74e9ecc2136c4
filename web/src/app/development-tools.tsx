import { lazy, Suspense } from 'react';

/**
 * Tools that exist only in development builds. Vite replaces `import.meta.env.DEV` with `false` in
 * production, so the branch and the panel's chunk are dropped from the production bundle.
 */
const LanguageTestPanel = import.meta.env.DEV
  ? lazy(async () => ({
      default: (await import('../features/preferences/components/language-test-panel'))
        .LanguageTestPanel,
    }))
  : null;

export function DevelopmentTools() {
  if (!LanguageTestPanel) return null;
  return (
    <Suspense fallback={null}>
      <LanguageTestPanel />
    </Suspense>
  );
}
