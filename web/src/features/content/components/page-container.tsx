import { type ReactNode } from 'react';

/** The width and padding shared by the content screens. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">{children}</div>;
}
