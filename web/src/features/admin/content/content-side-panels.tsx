import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  CONTENT_IMAGE_FIELD,
  CONTENT_TRANSITIONS,
  type AdminContentItem,
} from '../../../../../shared/admin-content/admin-content';
import { LANGUAGES, type LanguageCode } from '../../../../../shared/i18n/languages';
import { type MessageId } from '../../../i18n/messages';
import { useRemoteData } from '../../../lib/use-remote-data';
import {
  changeContentStatus,
  getContentHistory,
  restoreContentVersion,
  scheduleContent,
  uploadContentImage,
} from './content-admin-api';
import { contentErrorText } from './content-error-text';
import { CONTENT_MOVE_LABELS, CONTENT_STATUS_LABELS, contentPaths } from './content-labels';
import { SiteDate } from '../../../components/site-date';

const SECONDARY =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
const INPUT =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

interface PanelProps {
  item: AdminContentItem;
  onChanged(item: AdminContentItem): void;
  onError(message: string): void;
}

function Panel({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

/** Runs an action that answers the new item, reporting a refusal; `busy` while it runs. */
function useAction({ onChanged, onError }: Omit<PanelProps, 'item'>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<AdminContentItem>) => {
    setBusy(true);
    try {
      onChanged(await action());
    } catch (error) {
      onError(contentErrorText(error, intl));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The item's status, the moves open to it, and a draft's publishing time. */
export function ContentStatusPanel({ item, onChanged, onError }: PanelProps) {
  const scheduleId = useId();
  const { busy, run } = useAction({ onChanged, onError });
  const [publishAt, setPublishAt] = useState('');
  return (
    <Panel titleId="admin.content.statusPanel">
      <p className="mb-3 text-sm text-slate-800 dark:text-slate-200">
        <FormattedMessage id={CONTENT_STATUS_LABELS[item.status]} />
        {item.scheduledAt && (
          <span className="block text-slate-600 dark:text-slate-300">
            <FormattedMessage
              id="admin.content.scheduledFor"
              values={{
                time: <SiteDate value={item.scheduledAt} withTime />,
              }}
            />
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {CONTENT_TRANSITIONS[item.status].map((to) => (
          <button
            key={to}
            type="button"
            className={SECONDARY}
            disabled={busy}
            onClick={() => void run(() => changeContentStatus(item.slug, to, item.revision))}
          >
            <FormattedMessage id={CONTENT_MOVE_LABELS[to]} />
          </button>
        ))}
      </div>
      {item.status === 'draft' && (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!publishAt) return;
            void run(() =>
              scheduleContent(item.slug, new Date(publishAt).toISOString(), item.revision),
            );
          }}
        >
          <label
            htmlFor={scheduleId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            <FormattedMessage id="admin.content.publishAt" />
          </label>
          <input
            id={scheduleId}
            type="datetime-local"
            required
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            className={INPUT}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" className={SECONDARY} disabled={busy}>
              <FormattedMessage id="admin.content.schedule" />
            </button>
            {item.scheduledAt && (
              <button
                type="button"
                className={SECONDARY}
                disabled={busy}
                onClick={() => void run(() => scheduleContent(item.slug, null, item.revision))}
              >
                <FormattedMessage id="admin.content.unschedule" />
              </button>
            )}
          </div>
        </form>
      )}
    </Panel>
  );
}

/** The featured image: shown, and replaced by an upload (JPEG, PNG or WebP up to 5 MB). */
export function ContentImagePanel({ item, onChanged, onError }: PanelProps) {
  const inputId = useId();
  const intl = useIntl();
  const { busy, run } = useAction({ onChanged, onError });
  const [file, setFile] = useState<File | null>(null);
  return (
    <Panel titleId="admin.content.imagePanel">
      {item.featuredImage ? (
        <img
          src={item.featuredImage}
          alt={intl.formatMessage({ id: 'admin.content.imageAlt' })}
          className="mb-3 max-h-40 w-full rounded-md object-cover"
        />
      ) : (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.content.noImage" />
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void run(() => uploadContentImage(item.slug, file, item.revision));
        }}
      >
        <label
          htmlFor={inputId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          <FormattedMessage id="admin.content.chooseImage" />
        </label>
        <input
          id={inputId}
          name={CONTENT_IMAGE_FIELD}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
        <button type="submit" className={`mt-2 ${SECONDARY}`} disabled={busy || !file}>
          <FormattedMessage id="admin.content.upload" />
        </button>
      </form>
    </Panel>
  );
}

/** Links to the item rendered by the public page component, in each language it is written in. */
export function ContentPreviewPanel({ item }: { item: AdminContentItem }) {
  const written = LANGUAGES.filter((language) => item.translations[language.code]);
  return (
    <Panel titleId="admin.content.previewPanel">
      <ul className="flex flex-wrap gap-2">
        {written.map((language) => (
          <li key={language.code}>
            <Link
              to={contentPaths.preview(item.slug, language.code)}
              lang={language.code}
              className="text-sm text-indigo-700 underline dark:text-indigo-300"
            >
              {language.nativeName}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const languageNames = (codes: readonly LanguageCode[]) =>
  codes.map((code) => code.toUpperCase()).join(' · ');

/** Every saved version, newest first; restoring one saves it again as the newest. */
export function ContentHistoryPanel({ item, onChanged, onError }: PanelProps) {
  const intl = useIntl();
  const { busy, run } = useAction({ onChanged, onError });
  const state = useRemoteData(
    (signal) => getContentHistory(item.slug, signal),
    `${item.slug}@${item.revision}`,
  );
  return (
    <Panel titleId="admin.content.historyPanel">
      {state.status === 'loading' && (
        <p role="status" className="text-sm">
          <FormattedMessage id="admin.grid.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {contentErrorText(state.error, intl)}
        </p>
      )}
      {state.status === 'ready' && state.data.versions.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.content.noHistory" />
        </p>
      )}
      {state.status === 'ready' && state.data.versions.length > 0 && (
        <ol className="space-y-2">
          {state.data.versions.map((version) => (
            <li key={version.number} className="text-sm text-slate-800 dark:text-slate-200">
              <FormattedMessage
                id="admin.content.version"
                values={{
                  number: version.number,
                  time: <SiteDate value={version.savedAt} withTime />,
                  by: <bdi>{version.savedBy}</bdi>,
                }}
              />
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                <bdi>{version.title}</bdi> ·{' '}
                <FormattedMessage id={CONTENT_STATUS_LABELS[version.status]} /> ·{' '}
                {languageNames(version.languages)}
              </span>
              {version.number !== item.revision && (
                <button
                  type="button"
                  className={`mt-1 ${SECONDARY}`}
                  disabled={busy}
                  aria-label={intl.formatMessage(
                    { id: 'admin.content.restoreVersion' },
                    { number: version.number },
                  )}
                  onClick={() =>
                    void run(() => restoreContentVersion(item.slug, version.number, item.revision))
                  }
                >
                  <FormattedMessage id="admin.content.restore" />
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
