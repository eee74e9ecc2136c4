import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  SITE_IMAGE_FIELD,
  type SiteImageKind,
  type SiteSettings,
} from '../../../../../shared/site-settings/site-settings-values';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { uploadSiteImage } from './site-settings-api';

const TEXT = {
  logo: {
    title: 'admin.settings.logo',
    hint: 'admin.settings.logoHint',
    choose: 'admin.settings.chooseLogo',
    current: 'admin.settings.currentLogo',
  },
  favicon: {
    title: 'admin.settings.favicon',
    hint: 'admin.settings.faviconHint',
    choose: 'admin.settings.chooseFavicon',
    current: 'admin.settings.currentFavicon',
  },
} as const;

interface SiteImagePanelProps {
  kind: SiteImageKind;
  settings: SiteSettings;
  onSaved(settings: SiteSettings): void;
  onError(error: unknown): void;
}

/** The logo or the favicon: what is shown now and an upload replacing it. */
export function SiteImagePanel({ kind, settings, onSaved, onError }: SiteImagePanelProps) {
  const intl = useIntl();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const text = TEXT[kind];
  const current = settings[kind];
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      onSaved(await uploadSiteImage(kind, file, settings.revision));
      setFile(null);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-base font-semibold">
        <FormattedMessage id={text.title} />
      </h2>
      {current ? (
        <img
          src={current}
          alt={intl.formatMessage({ id: text.current })}
          className="my-3 max-h-16 w-auto rounded bg-slate-100 p-1 dark:bg-slate-800"
        />
      ) : (
        <p className="my-3 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.settings.noImage" />
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium">
          <FormattedMessage id={text.choose} />
        </label>
        <input
          id={inputId}
          name={SITE_IMAGE_FIELD}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          <FormattedMessage id={text.hint} />
        </p>
        <button
          type="submit"
          className={`mt-2 ${DIALOG_BUTTON.secondary}`}
          disabled={busy || !file}
        >
          <FormattedMessage id="admin.settings.upload" />
        </button>
      </form>
    </section>
  );
}
