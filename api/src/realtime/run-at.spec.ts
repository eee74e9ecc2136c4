import { runAt } from './run-at';

const DAY_MS = 24 * 3600_000;

describe(runAt.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('runs at the given time, not before', () => {
    const action = jest.fn();
    runAt(1000, action);
    jest.advanceTimersByTime(999);
    expect(action).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs on the next turn for a time already past', () => {
    const action = jest.fn();
    runAt(-5000, action);
    jest.advanceTimersByTime(0);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits beyond what one setTimeout can (a 60-day token)', () => {
    const action = jest.fn();
    runAt(60 * DAY_MS, action);
    jest.advanceTimersByTime(60 * DAY_MS - 1);
    expect(action).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const action = jest.fn();
    runAt(60 * DAY_MS, action)();
    jest.advanceTimersByTime(61 * DAY_MS);
    expect(action).not.toHaveBeenCalled();
  });
});
