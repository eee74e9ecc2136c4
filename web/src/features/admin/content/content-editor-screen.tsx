import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { type AdminContentItem } from '../../../../../shared/admin-content/admin-content';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getAdminContent } from './content-admin-api';
import { ContentEditor } from './content-editor';
import { contentErrorText } from './content-error-text';
import { contentPaths } from './content-labels';
import {
  ContentHistoryPanel,
  ContentImagePanel,
  ContentPreviewPanel,
  ContentStatusPanel,
} from './content-side-panels';

type Notice = { kind: 'saved' } | { kind: 'error'; message: string } | null;

function BackLink() {
  return (
    <Link to={contentPaths.list} className="text-sm text-indigo-700 underline dark:text-indigo-300">
      <FormattedMessage id="admin.content.back" />
    </Link>
  );
}

function NoticeLine({ notice, onReload }: { notice: Notice; onReload?: () => void }) {
  if (!notice) return <div role="status" aria-live="polite" />;
  if (notice.kind === 'saved')
    return (
      <p
        role="status"
        aria-live="polite"
        className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <FormattedMessage id="admin.content.saved" />
      </p>
    );
  return (
    <div
      role="alert"
      className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {notice.message}
      {onReload && (
        <button type="button" onClick={onReload} className="ms-3 font-medium underline">
          <FormattedMessage id="admin.content.reload" />
        </button>
      )}
    </div>
  );
}

/** /admin/content/new: a new item, saved as a draft. */
export function NewContentScreen() {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section className="mx-auto max-w-4xl space-y-4 p-4">
      <BackLink />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="admin.content.new" />
      </h1>
      <NoticeLine notice={notice} />
      <ContentEditor
        onSaved={() => setNotice({ kind: 'saved' })}
        onError={(message) => setNotice({ kind: 'error', message })}
      />
    </section>
  );
}

/** The loaded item: its editor beside status, image, preview and history. */
function LoadedEditor({ loaded, onReload }: { loaded: AdminContentItem; onReload(): void }) {
  const [item, setItem] = useState(loaded);
  const [notice, setNotice] = useState<Notice>(null);
  // A restore changes the text: the form starts again from the restored version.
  const [formRound, setFormRound] = useState(0);
  const changed = (next: AdminContentItem) => {
    setItem(next);
    setNotice({ kind: 'saved' });
  };
  const onError = (message: string) => setNotice({ kind: 'error', message });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
        <bdi>{item.translations.en?.title ?? Object.values(item.translations)[0]?.title}</bdi>
      </h1>
      <NoticeLine notice={notice} onReload={notice?.kind === 'error' ? onReload : undefined} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ContentEditor key={formRound} item={item} onSaved={changed} onError={onError} />
        <div className="space-y-4">
          <ContentStatusPanel item={item} onChanged={changed} onError={onError} />
          <ContentPreviewPanel item={item} />
          <ContentImagePanel item={item} onChanged={changed} onError={onError} />
          <ContentHistoryPanel
            item={item}
            onChanged={(next) => {
              changed(next);
              setFormRound((round) => round + 1);
            }}
            onError={onError}
          />
        </div>
      </div>
    </>
  );
}

/** /admin/content/:slug: edit an item. */
export function EditContentScreen() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [round, setRound] = useState(0);
  const state = useRemoteData((signal) => getAdminContent(slug, signal), `${slug}#${round}`);
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-4">
      <BackLink />
      {state.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="admin.grid.loading" />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {contentErrorText(state.error, intl)}
        </p>
      )}
      {state.status === 'ready' && (
        <LoadedEditor
          key={`${state.data.slug}@${state.data.revision}#${round}`}
          loaded={state.data}
          onReload={() => setRound((current) => current + 1)}
        />
      )}
    </section>
  );
}
