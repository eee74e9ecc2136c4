import { type SVGProps } from 'react';

/** A tick: marks the current choice (Heroicons outline path, MIT). Decorative: the control around it carries the label. */
export function CheckIcon(props: SVGProps<SVGSVGElement>) {
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
      {...props}
    >
      <path d="m4.5 12.75 6 6 9-13.5" />
    </svg>
  );
}
