/**
 * An application's statuses (spec §3: pending, in review, accepted, rejected, waitlisted; the
 * labels completed and cancelled) and the moves between them (spec §4 leaves them to us). Pure,
 * so the API refuses what the board never offers and both are tested from one table.
 */
export const APPLICATION_STATUSES = [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'waitlisted',
  'completed',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * What an advisor may move an application to from each status. A decision can still change
 * while the student waits (waitlisted → accepted); an accepted place ends as completed (enrolled)
 * or cancelled (declined); rejected, completed and cancelled are final.
 */
export const ADVISOR_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  pending: ['in_review', 'rejected', 'cancelled'],
  in_review: ['accepted', 'rejected', 'waitlisted', 'cancelled'],
  waitlisted: ['in_review', 'accepted', 'rejected', 'cancelled'],
  accepted: ['completed', 'cancelled'],
  rejected: [],
  completed: [],
  cancelled: [],
};

/** The one move a student makes: withdrawing an application nobody has started reviewing. */
export const STUDENT_WITHDRAWABLE: readonly ApplicationStatus[] = ['pending'];

export function advisorMayMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return ADVISOR_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: ApplicationStatus): boolean {
  return ADVISOR_TRANSITIONS[status].length === 0;
}

/** The steps the student's progress indicator shows, from pending to a decision. */
export const APPLICATION_STEPS = ['submitted', 'in_review', 'decision'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/**
 * How far an application has come: the index of the step it stands at (every step before it is
 * done) and whether the journey ended there. A cancelled application stops where it was, which
 * the list shows by its badge; here it counts as the first step.
 */
export function applicationProgress(status: ApplicationStatus): {
  step: number;
  finished: boolean;
} {
  switch (status) {
    case 'pending':
      return { step: 0, finished: false };
    case 'in_review':
      return { step: 1, finished: false };
    case 'waitlisted':
      return { step: 2, finished: false };
    case 'accepted':
    case 'rejected':
    case 'completed':
      return { step: 2, finished: true };
    case 'cancelled':
      return { step: 0, finished: true };
  }
}

/** The overview's groups: open (waiting on the school), decided (an outcome), closed. */
export function applicationCounts(statuses: readonly ApplicationStatus[]): {
  total: number;
  open: number;
  accepted: number;
  closed: number;
} {
  const count = (wanted: readonly ApplicationStatus[]) =>
    statuses.filter((status) => wanted.includes(status)).length;
  return {
    total: statuses.length,
    open: count(['pending', 'in_review', 'waitlisted']),
    accepted: count(['accepted', 'completed']),
    closed: count(['rejected', 'cancelled']),
  };
}
