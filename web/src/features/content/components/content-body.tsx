import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface ContentBodyProps {
  /** HTML already sanitised by the API. */
  html: string;
  className?: string;
}

/** Typography for content HTML, in logical properties so Arabic lays out right to left. */
const PROSE =
  'max-w-3xl text-slate-700 dark:text-slate-300 leading-relaxed [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * Renders a content body. Links inside it to our own pages navigate inside the app instead of
 * reloading it.
 */
export function ContentBody({ html, className = '' }: ContentBodyProps) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only upgrades real links inside, which stay keyboard-operable themselves.
    <div
      className={`${PROSE} ${className}`}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
