import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApiKeyView } from '../../../../../shared/api-keys/api-keys';
import { PARTNER_PATHS } from '../../../../../shared/api-keys/partner-api';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { SiteDate } from '../../../components/site-date';
import { callErrorText } from '../../../data/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { apiKeyErrorText } from './api-key-error-text';
import { fetchApiKeys, revokeApiKey } from './api-keys-api';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { KeyUsage } from './key-usage';
import { keyPermissionLabel } from './key-permission-label';
import { RotateApiKeyDialog } from './rotate-api-key-dialog';

type Editing =
  { kind: 'create' } | { kind: 'rotate'; key: ApiKeyView } | { kind: 'revoke'; key: ApiKeyView };

const TERM = 'font-medium text-slate-600 dark:text-slate-300';

/**
 * /admin/api-management (super admins, spec §2 and §6): the partner API keys with their
 * permissions, limits, values in use, last use and usage per day; create, rotate and revoke.
 */
export function ApiKeysScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.apiKeys.title' }));
  const [round, setRound] = useState(0);
  const reload = () => setRound((current) => current + 1);
  const state = useRemoteData((signal) => fetchApiKeys(signal), `api-keys#${round}`);
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <FormattedMessage id="admin.apiKeys.title" />
        </h1>
        <button
          type="button"
          className={DIALOG_BUTTON.primary}
          onClick={() => setEditing({ kind: 'create' })}
        >
          <FormattedMessage id="admin.apiKeys.create" />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id="admin.apiKeys.intro" />{' '}
        <a
          href={PARTNER_PATHS.docs}
          target="_blank"
          rel="noopener"
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          <FormattedMessage id="admin.apiKeys.docsLink" />
        </a>
      </p>
      <div className="mt-6">
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'failed' && (
          <ErrorState
            message={callErrorText(state.error, (id) => intl.formatMessage({ id }))}
            onRetry={reload}
          />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState message={<FormattedMessage id="admin.apiKeys.empty" />} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="space-y-4">
            {[...state.data].reverse().map((key) => (
              <li
                key={key.id}
                data-testid="api-key"
                className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="min-w-0 break-words text-lg font-semibold">
                    <bdi>{key.name}</bdi>{' '}
                    <span
                      className={`ms-2 rounded px-2 py-0.5 text-xs font-medium ${
                        key.status === 'active'
                          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
                          : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
                      }`}
                    >
                      <FormattedMessage id={`admin.apiKeys.status.${key.status}`} />
                    </span>
                  </h2>
                  {key.status === 'active' && (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={DIALOG_BUTTON.secondary}
                        onClick={() => setEditing({ kind: 'rotate', key })}
                      >
                        <FormattedMessage
                          id="admin.apiKeys.rotateNamed"
                          values={{ name: key.name }}
                        />
                      </button>
                      <button
                        type="button"
                        className={DIALOG_BUTTON.danger}
                        onClick={() => setEditing({ kind: 'revoke', key })}
                      >
                        <FormattedMessage
                          id="admin.apiKeys.revokeNamed"
                          values={{ name: key.name }}
                        />
                      </button>
                    </div>
                  )}
                </div>
                <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                  <dt className={TERM}>
                    <FormattedMessage id="admin.apiKeys.permissions" />
                  </dt>
                  <dd className="sm:col-span-2">
                    {intl.formatList(
                      key.permissions.map((permission) => keyPermissionLabel(intl, permission)),
                      { type: 'unit' },
                    )}
                  </dd>
                  <dt className={TERM}>
                    <FormattedMessage id="admin.apiKeys.limits" />
                  </dt>
                  <dd className="sm:col-span-2">
                    <FormattedMessage
                      id="admin.apiKeys.limitsValue"
                      values={{ hour: key.requestsPerHour, day: key.requestsPerDay }}
                    />
                  </dd>
                  <dt className={TERM}>
                    <FormattedMessage id="admin.apiKeys.values" />
                  </dt>
                  <dd className="sm:col-span-2">
                    {key.secrets.length === 0 ? (
                      <FormattedMessage id="admin.apiKeys.noValues" />
                    ) : (
                      <ul>
                        {key.secrets.map((secret) => (
                          <li key={secret.prefix}>
                            <code dir="ltr" className="font-mono">
                              {secret.prefix}…
                            </code>{' '}
                            {secret.expiresAt === null ? (
                              <FormattedMessage id="admin.apiKeys.valueCurrent" />
                            ) : (
                              <FormattedMessage
                                id="admin.apiKeys.valueUntil"
                                values={{ time: <SiteDate value={secret.expiresAt} withTime /> }}
                              />
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                  <dt className={TERM}>
                    <FormattedMessage id="admin.apiKeys.created" />
                  </dt>
                  <dd className="sm:col-span-2">
                    <FormattedMessage
                      id="admin.apiKeys.createdValue"
                      values={{
                        time: <SiteDate value={key.createdAt} withTime />,
                        email: <bdi>{key.createdBy}</bdi>,
                      }}
                    />
                  </dd>
                  <dt className={TERM}>
                    <FormattedMessage id="admin.apiKeys.lastUsed" />
                  </dt>
                  <dd className="sm:col-span-2">
                    {key.lastUsed ? (
                      <FormattedMessage
                        id="admin.apiKeys.lastUsedValue"
                        values={{
                          time: <SiteDate value={key.lastUsed.at} withTime />,
                          ip: <bdi dir="ltr">{key.lastUsed.ip}</bdi>,
                        }}
                      />
                    ) : (
                      <FormattedMessage id="admin.apiKeys.neverUsed" />
                    )}
                  </dd>
                </dl>
                <KeyUsage usage={key.usage} keyName={key.name} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing?.kind === 'create' && <CreateApiKeyDialog onClose={close} onCreated={reload} />}
      {editing?.kind === 'rotate' && (
        <RotateApiKeyDialog apiKey={editing.key} onClose={close} onRotated={reload} />
      )}
      {editing?.kind === 'revoke' && (
        <ConfirmDialog
          open
          destructive
          onClose={close}
          title={intl.formatMessage({ id: 'admin.apiKeys.revokeTitle' })}
          body={
            <FormattedMessage id="admin.apiKeys.revokeBody" values={{ name: editing.key.name }} />
          }
          confirmLabel={intl.formatMessage({ id: 'admin.apiKeys.revoke' })}
          errorText={(error) => apiKeyErrorText(intl, error)}
          onConfirm={async () => {
            await revokeApiKey(editing.key);
            reload();
          }}
        />
      )}
    </div>
  );
}
