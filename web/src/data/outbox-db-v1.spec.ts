import { fromVersion1, type OutboxItemV1 } from './outbox-db-v1';

function v1(overrides: Partial<OutboxItemV1>): OutboxItemV1 {
  return {
    key: 'key-0001',
    kind: 'contactMessage',
    body: { fullName: 'Ada' },
    status: 'waiting',
    createdAt: 1,
    attempts: 2,
    nextAttemptAt: 5,
    ...overrides,
  };
}

describe(fromVersion1.name, () => {
  it('keeps the key as the Idempotency-Key, and the content', () => {
    expect(fromVersion1(v1({}))).toMatchObject({
      key: 'key-0001',
      idempotencyKey: 'key-0001',
      kind: 'contactMessage',
      body: { fullName: 'Ada' },
      createdAt: 1,
      attempts: 2,
    });
  });

  it('maps each old status to its state', () => {
    expect(fromVersion1(v1({ status: 'waiting' })).state).toEqual({
      status: 'waiting-retry',
      at: 5,
      after: 'network',
    });
    expect(fromVersion1(v1({ status: 'needsCheck' })).state).toEqual({ status: 'needs-check' });
    expect(fromVersion1(v1({ status: 'rejected', error: 'Invalid format' })).state).toEqual({
      status: 'needs-fix',
      message: 'Invalid format',
      fieldIssues: [],
    });
    expect(fromVersion1(v1({ status: 'delivered', referenceId: 'REF-1' })).state).toEqual({
      status: 'delivered',
      referenceId: 'REF-1',
    });
  });
});
