import { submissionOutcome } from './submission-outcome';

const SAVED = { type: 'queued', key: 'k1' } as const;

describe('submission outcome', () => {
  it('shows the reference of a try that was delivered at once', () => {
    expect(submissionOutcome({ type: 'delivered', referenceId: 'CONS-1' }, undefined)).toEqual({
      type: 'delivered',
      referenceId: 'CONS-1',
    });
  });

  it('says saved, with the time a busy server asked for, until the item is read', () => {
    expect(submissionOutcome(SAVED, undefined)).toEqual({ type: 'saved', retryAt: undefined });
    expect(submissionOutcome({ ...SAVED, retryAt: 99 }, undefined)).toEqual({
      type: 'saved',
      retryAt: 99,
    });
  });

  it('says saved while the item waits for the network, with a time only for a busy server', () => {
    expect(submissionOutcome(SAVED, { status: 'queued' })).toEqual({ type: 'saved' });
    expect(submissionOutcome(SAVED, { status: 'waiting-retry', at: 50, after: 'network' })).toEqual(
      { type: 'saved', retryAt: undefined },
    );
    expect(submissionOutcome(SAVED, { status: 'waiting-retry', at: 50, after: 'server' })).toEqual({
      type: 'saved',
      retryAt: 50,
    });
  });

  it('follows the item to sending and to delivered with the reference the API gave', () => {
    expect(submissionOutcome(SAVED, { status: 'sending', since: 1 })).toEqual({ type: 'sending' });
    expect(submissionOutcome(SAVED, { status: 'delivered', referenceId: 'CONS-2' })).toEqual({
      type: 'delivered',
      referenceId: 'CONS-2',
    });
  });

  it('says refused, with the server messages, when the outbox was refused', () => {
    const fieldIssues = [{ field: 'email', message: 'Please enter a valid email address' }];
    expect(
      submissionOutcome(SAVED, { status: 'needs-fix', message: 'Validation failed', fieldIssues }),
    ).toEqual({ type: 'refused', message: 'Validation failed', fieldIssues });
  });

  it('asks for the tick when the item waits for the visitor', () => {
    expect(submissionOutcome(SAVED, { status: 'needs-check' })).toEqual({ type: 'needs-check' });
  });
});
