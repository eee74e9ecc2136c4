import { type SVGProps } from 'react';

/** A cross: closes a dialog (Heroicons outline path, MIT). Decorative: the control around it carries the label. */
export function CloseIcon(props: SVGProps<SVGSVGElement>) {
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
      <path d="M6 18 18 6M6 6l12 12" />
    </svg>
  );
}
