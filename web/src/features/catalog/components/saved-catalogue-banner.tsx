import { useState } from 'react';
import { FormattedMessage, FormattedRelativeTime } from 'react-intl';
import { type DataSource } from '../hooks/with-saved-fallback';

/** Says results come from the catalogue saved on the device, and how old it is. */
export function SavedCatalogueBanner({ source }: { source: DataSource }) {
  // The age is taken once when shown; FormattedRelativeTime keeps it current from there.
  const [shownAt] = useState(() => Date.now());
  if (source.kind !== 'saved') return null;
  const minutes = Math.round((source.savedAt - shownAt) / 60_000);
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 dark:border-amber-900 bg-amber-50 dark:bg-amber-950 p-3 text-sm text-amber-900 dark:text-amber-100"
    >
      <FormattedMessage
        id="catalog.offline.banner"
        values={{
          age: (
            <FormattedRelativeTime
              value={minutes}
              unit="minute"
              updateIntervalInSeconds={60}
              numeric="auto"
            />
          ),
        }}
      />
    </p>
  );
}
