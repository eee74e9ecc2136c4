import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  adminCourseSchema,
  adminCoursesGrid,
  COURSE_ORIGINS,
  type AdminCourse,
  type CourseAction,
  type ImportFormat,
} from '../../../../../shared/admin/admin-courses';
import { COURSE_STATUSES, LEVELS } from '../../../../../shared/catalog/course-enums';
import { FIELDS } from '../../../../../shared/catalog/fields';
import { showToast } from '../../../components/toast-store';
import { countryName } from '../../../lib/display-names';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoteData } from '../../../lib/use-remote-data';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { DataGrid } from '../grid/data-grid';
import { GridPagination } from '../grid/grid-pagination';
import { GridFilter, GridSearch, GridToolbar } from '../grid/grid-toolbar';
import { useGridData } from '../grid/use-grid-data';
import { useGridQuery } from '../grid/use-grid-query';
import {
  actOnCourse,
  ADMIN_COURSES_ENDPOINT,
  exportCourses,
  getCountries,
  isSampleCatalogue,
} from './admin-courses-api';
import { CourseEditor } from './course-editor';
import { courseErrorText } from './course-error-text';
import { CourseImportDialog } from './course-import-dialog';
import { adminOptions, vocabularyOptions } from './course-labels';
import { coursesColumns } from './courses-columns';
import { ExchangeRatesDialog } from './exchange-rates-dialog';

/** The address parameter naming the course being edited (an id, or "new"). */
const EDITING = 'course';

type Pending =
  | { kind: 'action'; action: CourseAction; course: AdminCourse }
  | { kind: 'import' }
  | { kind: 'rates' };

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * /admin/courses (issue 13 item 5): the whole catalogue in every status, its search, filters,
 * sort and page in the address; the spec §4 status actions; create and edit (the course being
 * edited is in the address too, so the back button returns to the same grid); import, export and
 * the exchange rates.
 */
export function CoursesScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.nav.courses' });
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get(EDITING);
  const grid = useGridQuery(adminCoursesGrid);
  const { query, params } = grid;
  const data = useGridData(ADMIN_COURSES_ENDPOINT, params, adminCourseSchema);
  const countries = useRemoteData((signal) => getCountries(signal), 'course-countries');
  const sample = useRemoteData((signal) => isSampleCatalogue(signal), 'catalog-about');
  const [pending, setPending] = useState<Pending | undefined>();
  const [exporting, setExporting] = useState<ImportFormat | undefined>();
  const [exportError, setExportError] = useState<string | undefined>();

  const openEditor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(EDITING, id);
    setSearchParams(next);
  };
  const closeEditor = () => setSearchParams(params);

  const search = params.toString();
  const columns = useMemo(
    () =>
      coursesColumns(intl, {
        onEdit: (course) => openEditor(course.id),
        onAction: (course, action) => setPending({ kind: 'action', action, course }),
      }),
    // openEditor reads the current address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, search],
  );

  if (editing) {
    return (
      <CourseEditor
        id={editing}
        onClose={closeEditor}
        onSaved={() => {
          closeEditor();
          data.reload();
        }}
      />
    );
  }

  const runExport = async (format: ImportFormat) => {
    setExportError(undefined);
    setExporting(format);
    try {
      await exportCourses(params, format);
    } catch (error) {
      setExportError(courseErrorText(error, intl));
    } finally {
      setExporting(undefined);
    }
  };

  const countryOptions =
    countries.status === 'ready'
      ? countries.data
          .map((code) => ({ value: code, label: countryName(code, intl.locale) }))
          .sort((a, b) => a.label.localeCompare(b.label, intl.locale))
      : [];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
          {title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => openEditor('new')}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
          >
            <FormattedMessage id="admin.courses.create.open" />
          </button>
          <button type="button" className={BUTTON} onClick={() => setPending({ kind: 'import' })}>
            <FormattedMessage id="admin.courses.import.open" />
          </button>
          {(['csv', 'json'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={BUTTON}
              disabled={exporting !== undefined}
              onClick={() => void runExport(format)}
            >
              <FormattedMessage id={`admin.courses.export.${format}`} />
            </button>
          ))}
          <button type="button" className={BUTTON} onClick={() => setPending({ kind: 'rates' })}>
            <FormattedMessage id="admin.courses.rates.open" />
          </button>
        </div>
      </div>
      {sample.status === 'ready' && sample.data && (
        <p
          role="note"
          className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          <FormattedMessage id="admin.courses.sampleNotice" />
        </p>
      )}
      {exportError && (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-200">
          {exportError}
        </p>
      )}
      <GridToolbar>
        <GridSearch
          value={query.q}
          onSearch={grid.setSearch}
          label={intl.formatMessage({ id: 'admin.courses.search' })}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'admin.courses.field.status' })}
          value={query.filters.status}
          options={adminOptions(intl, 'status', COURSE_STATUSES)}
          onChange={(value) => grid.setFilter('status', value)}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'catalog.filter.country' })}
          value={query.filters.country}
          options={countryOptions}
          onChange={(value) => grid.setFilter('country', value)}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'catalog.filter.level' })}
          value={query.filters.level}
          options={vocabularyOptions(intl, 'level', LEVELS)}
          onChange={(value) => grid.setFilter('level', value)}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'catalog.filter.field' })}
          value={query.filters.field}
          options={vocabularyOptions(intl, 'field', FIELDS)}
          onChange={(value) => grid.setFilter('field', value)}
        />
        <GridFilter
          label={intl.formatMessage({ id: 'admin.courses.filter.origin' })}
          value={query.filters.origin}
          options={adminOptions(intl, 'origin', COURSE_ORIGINS)}
          onChange={(value) => grid.setFilter('origin', value)}
        />
      </GridToolbar>
      <DataGrid
        caption={title}
        columns={columns}
        sorts={adminCoursesGrid.sorts}
        sort={query.sort}
        direction={query.direction}
        onSort={(sort, direction) => grid.setSort(sort as typeof query.sort, direction)}
        state={data.state}
        onRetry={data.reload}
        rowId={(row) => row.id}
        rowLabel={(row) => row.title}
        empty={<FormattedMessage id="admin.courses.empty" />}
      />
      <GridPagination
        page={query.page}
        pageSize={query.pageSize}
        total={data.state.status === 'ready' ? data.state.data.total : undefined}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
      />

      {pending?.kind === 'action' && (
        <ConfirmDialog
          open
          onClose={() => setPending(undefined)}
          title={intl.formatMessage({ id: `admin.courses.confirm.${pending.action}.title` })}
          body={
            <FormattedMessage
              id={`admin.courses.confirm.${pending.action}.body`}
              values={{ title: pending.course.title }}
            />
          }
          confirmLabel={intl.formatMessage({ id: `admin.courses.action.${pending.action}` })}
          destructive={pending.action === 'archive' || pending.action === 'unpublish'}
          errorText={(error) => courseErrorText(error, intl)}
          onConfirm={async () => {
            const { action, course } = pending;
            await actOnCourse(course, action);
            showToast({
              title: intl.formatMessage(
                { id: `admin.courses.toast.${action}` },
                { title: course.title },
              ),
            });
            data.reload();
          }}
        />
      )}
      {pending?.kind === 'import' && (
        <CourseImportDialog
          onClose={() => setPending(undefined)}
          onImported={() => {
            setPending(undefined);
            data.reload();
          }}
        />
      )}
      {pending?.kind === 'rates' && <ExchangeRatesDialog onClose={() => setPending(undefined)} />}
    </div>
  );
}
