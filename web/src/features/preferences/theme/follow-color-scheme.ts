import {
  type ColorScheme,
  resolveColorScheme,
  type Theme,
} from '../../../../../shared/preferences/display-preferences';

/** The part of a MediaQueryList (prefers-color-scheme) the theme listens to. */
export interface SchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/**
 * Applies what `theme` comes to now and, for `system`, again whenever the device switches between
 * light and dark (live, without a reload). Returns the function that stops listening.
 */
export function followColorScheme(
  theme: Theme,
  query: SchemeQuery,
  apply: (scheme: ColorScheme) => void,
): () => void {
  apply(resolveColorScheme(theme, query.matches));
  if (theme !== 'system') return () => {};
  const onChange = () => apply(resolveColorScheme(theme, query.matches));
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
