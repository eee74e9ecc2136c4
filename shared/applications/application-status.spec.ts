import {
  ADVISOR_TRANSITIONS,
  advisorMayMove,
  APPLICATION_STATUSES,
  applicationCounts,
  applicationProgress,
  isFinalStatus,
} from './application-status';

describe('application statuses', () => {
  it.each([
    ['pending', 'in_review'],
    ['pending', 'rejected'],
    ['in_review', 'accepted'],
    ['in_review', 'waitlisted'],
    ['waitlisted', 'accepted'],
    ['accepted', 'completed'],
    ['accepted', 'cancelled'],
  ] as const)('lets an advisor move %s to %s', (from, to) => {
    expect(advisorMayMove(from, to)).toBe(true);
  });

  it.each([
    ['pending', 'accepted'],
    ['pending', 'pending'],
    ['in_review', 'completed'],
    ['rejected', 'in_review'],
    ['completed', 'cancelled'],
    ['cancelled', 'pending'],
  ] as const)('refuses to move %s to %s', (from, to) => {
    expect(advisorMayMove(from, to)).toBe(false);
  });

  it('never moves a status onto itself and ends only at rejected, completed and cancelled', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(ADVISOR_TRANSITIONS[status]).not.toContain(status);
    }
    expect(APPLICATION_STATUSES.filter(isFinalStatus)).toEqual([
      'rejected',
      'completed',
      'cancelled',
    ]);
  });

  it('shows the steps from pending to a decision', () => {
    expect(applicationProgress('pending')).toEqual({ step: 0, finished: false });
    expect(applicationProgress('in_review')).toEqual({ step: 1, finished: false });
    expect(applicationProgress('waitlisted')).toEqual({ step: 2, finished: false });
    expect(applicationProgress('accepted')).toEqual({ step: 2, finished: true });
  });

  it('counts open, accepted and closed applications for the overview', () => {
    expect(
      applicationCounts([
        'pending',
        'in_review',
        'waitlisted',
        'accepted',
        'completed',
        'rejected',
        'cancelled',
      ]),
    ).toEqual({ total: 7, open: 3, accepted: 2, closed: 2 });
  });
});
