import { type SVGProps } from 'react';

/**
 * An arrow pointing forward in reading order (Heroicons outline path, MIT): it points right in
 * left-to-right languages and is mirrored in right-to-left ones.
 */
export function ArrowForwardIcon({ className = '', ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`rtl:-scale-x-100 ${className}`}
      {...props}
    >
      <path d="M13.5 4.5 21 12m0 0-7.5 7.5M21 12H3" />
    </svg>
  );
}
