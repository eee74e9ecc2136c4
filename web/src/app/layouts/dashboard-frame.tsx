import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SuspenseOutlet } from '../../components/suspense-outlet';
import { ToastViewport } from '../../components/toast-viewport';
import { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
import { DashboardSideMenu } from './dashboard-side-menu';

/**
 * The signed-in frame shared by the student dashboard and the admin area: the dashboard header,
 * a side menu with the user's role and the area's other links (from lg up; below that both live
 * in the header's menu dialog), and the screen.
 */
export function DashboardFrame(props: DashboardHeaderProps) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <SkipLink />
      <DashboardHeader {...props} />
      <div className="lg:flex">
        <aside className="hidden w-60 shrink-0 border-e border-slate-200 bg-white py-6 lg:block dark:border-slate-700 dark:bg-slate-800">
          <DashboardSideMenu groups={props.sideGroups} modeLabelId={props.modeLabelId} />
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <SuspenseOutlet />
        </main>
      </div>
      <ToastViewport />
    </div>
  );
}
