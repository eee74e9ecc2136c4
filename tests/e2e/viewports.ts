/** The two widths every public screen must work at (issue 10): a desktop and a 360 px phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;
