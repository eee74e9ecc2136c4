import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type MessageId } from '../../../i18n/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageContainer } from '../components/page-container';

const FORMATS = ['onCampus', 'online', 'hybrid'] as const;
const ASPECTS = ['where', 'schedule', 'visa', 'cost', 'contact', 'bestFor'] as const;
const QUESTIONS = ['recognition', 'switch', 'choose'] as const;

const id = (key: string) => key as MessageId;

/** /study-options: on campus, online and hybrid compared side by side, then common questions. */
export function StudyOptionsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'page.studyOptions.title' }));
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        <FormattedMessage id="page.studyOptions.title" />
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        <FormattedMessage id="studyOptions.intro" />
      </p>
      <div
        className="mt-8 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
        tabIndex={0}
        role="region"
        aria-labelledby="study-options-table"
      >
        <table className="w-full min-w-[40rem] text-start text-sm">
          <caption id="study-options-table" className="sr-only">
            <FormattedMessage id="studyOptions.table.caption" />
          </caption>
          <thead className="bg-slate-50 dark:bg-slate-800">
            <tr>
              <td className="p-3" />
              {FORMATS.map((format) => (
                <th
                  key={format}
                  scope="col"
                  className="p-3 text-start font-semibold text-slate-900 dark:text-slate-100"
                >
                  <FormattedMessage id={id(`studyOptions.format.${format}`)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {ASPECTS.map((aspect) => (
              <tr key={aspect}>
                <th
                  scope="row"
                  className="p-3 text-start align-top font-medium text-slate-900 dark:text-slate-100"
                >
                  <FormattedMessage id={id(`studyOptions.aspect.${aspect}`)} />
                </th>
                {FORMATS.map((format) => (
                  <td key={format} className="p-3 align-top text-slate-700 dark:text-slate-300">
                    <FormattedMessage id={id(`studyOptions.${format}.${aspect}`)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="study-options-faq" className="mt-12">
        <h2
          id="study-options-faq"
          className="text-2xl font-semibold text-slate-900 dark:text-slate-100"
        >
          <FormattedMessage id="studyOptions.faq.title" />
        </h2>
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700 rounded-lg border border-slate-200 dark:border-slate-700">
          {QUESTIONS.map((question) => (
            <li key={question}>
              <details className="p-4">
                <summary className="cursor-pointer font-medium text-slate-900 dark:text-slate-100 marker:text-indigo-600 dark:marker:text-indigo-400">
                  <FormattedMessage id={id(`studyOptions.faq.${question}.q`)} />
                </summary>
                <p className="mt-2 text-slate-700 dark:text-slate-300">
                  <FormattedMessage id={id(`studyOptions.faq.${question}.a`)} />
                </p>
              </details>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/courses"
            className="rounded-md bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            <FormattedMessage id="studyOptions.browse" />
          </Link>
          <Link
            to="/request-consultation"
            className="rounded-md border border-slate-300 dark:border-slate-600 px-4 py-2 font-semibold text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800"
          >
            <FormattedMessage id="nav.requestConsultation" />
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}
