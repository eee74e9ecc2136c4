import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

const link = (to: string) =>
  function ConsentLink(chunks: ReactNode[]) {
    return (
      <Link to={to} className="underline">
        {chunks}
      </Link>
    );
  };

/**
 * The rich-text values of the consent messages (`leads.consent.*`): `<terms>` and `<privacy>`
 * become links to the documents the visitor agrees to.
 */
export const CONSENT_LINKS = {
  terms: link('/terms-of-service'),
  privacy: link('/legal?tab=privacy'),
};
