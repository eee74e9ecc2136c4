import { ProgramGuidePage } from '../../../features/leads/pages/program-guide-page';

/** /program-guide: the program guide request (spec §1). */
export function ProgramGuideScreen() {
  return <ProgramGuidePage />;
}
