import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Sets the browser tab title to "<title> · <brand>", so every screen is named in tabs, history
 * and when a screen reader announces the page.
 */
export function useDocumentTitle(title: string): void {
  const intl = useIntl();
  const brand = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title === brand ? brand : `${title} · ${brand}`;
  }, [title, brand]);
}
