import { capturedLogOf } from './system-log-sink';

describe('capturedLogOf', () => {
  it("turns a guard's refusal line into the spec's log entry fields", () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.parse('2025-05-01T10:00:00.000Z'),
      msg: 'refused: permission not granted',
      context: 'JwtAuthGuard',
      method: 'GET',
      path: '/api/admin/roles',
      userId: 'auth0|student',
      ip: '203.0.113.7',
      permission: 'roles:read',
      req: { method: 'GET', url: '/api/admin/roles', remoteAddress: '127.0.0.1' },
    });
    expect(capturedLogOf(line)).toEqual({
      level: 'warning',
      message: 'refused: permission not granted',
      at: new Date('2025-05-01T10:00:00.000Z'),
      user: 'auth0|student',
      ip: '203.0.113.7',
      action: 'GET /api/admin/roles',
      module: 'JwtAuthGuard',
      details: '{"permission":"roles:read"}',
    });
  });

  it('keeps only the type and message of an error, and ignores what is not JSON', () => {
    const entry = capturedLogOf(
      JSON.stringify({
        level: 50,
        msg: 'request failed',
        err: { type: 'Error', message: 'boom', stack: 'x' },
      }),
    );
    expect(entry?.level).toBe('error');
    expect(entry?.details).toBe('{"err":{"type":"Error","message":"boom"}}');
    expect(capturedLogOf('not json')).toBeUndefined();
  });
});
