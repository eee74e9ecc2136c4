import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuditLogPanel } from './audit-log-panel';
import { SystemLogPanel } from './system-log-panel';

const TABS = ['audit', 'system'] as const;
const TAB_CLASS =
  'rounded-t-md border-b-2 px-4 py-2 text-sm font-medium data-[selected]:border-indigo-600 data-[selected]:text-indigo-700 border-transparent dark:data-[selected]:text-indigo-300';

/** /admin/logs: the audit log and the system log, one tab each (the tab is kept in the URL). */
export function LogsScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.logs.title' }));
  const [params, setParams] = useSearchParams();
  const selected = Math.max(0, TABS.indexOf(params.get('tab') as (typeof TABS)[number]));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="admin.logs.title" />
      </h1>
      <TabGroup
        selectedIndex={selected}
        onChange={(index) =>
          setParams(new URLSearchParams({ tab: TABS[index]! }), { replace: true })
        }
        className="mt-4"
      >
        <TabList className="flex gap-2 border-b border-slate-200 dark:border-slate-700">
          <Tab className={TAB_CLASS}>
            <FormattedMessage id="admin.logs.audit" />
          </Tab>
          <Tab className={TAB_CLASS}>
            <FormattedMessage id="admin.logs.system" />
          </Tab>
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>{selected === 0 && <AuditLogPanel />}</TabPanel>
          <TabPanel>{selected === 1 && <SystemLogPanel />}</TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
