import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from './page-spinner';

/** A route outlet whose lazily loaded screens show a spinner until their code arrives. */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
