import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { DARK_SCHEME_QUERY } from '../../../../../shared/preferences/display-preferences';
import { selectTheme } from '../preferences-slice';
import { applyColorScheme } from './apply-color-scheme';
import { followColorScheme } from './follow-color-scheme';

/** Keeps the page in the chosen theme, following the device while the choice is `system`. */
export function useAppliedTheme(): void {
  const theme = useSelector(selectTheme);
  useEffect(
    () => followColorScheme(theme, window.matchMedia(DARK_SCHEME_QUERY), applyColorScheme),
    [theme],
  );
}
