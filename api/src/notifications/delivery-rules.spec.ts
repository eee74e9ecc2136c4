import { defaultNotificationPreferences } from '../../../shared/notifications/notification-preferences';
import { inQuietHours, planDelivery, withPushSwitch } from './delivery-rules';

const overnight = { enabled: true, start: '22:00', end: '07:00' };

describe(planDelivery.name, () => {
  it("follows the user's switches for the category", () => {
    const preferences = defaultNotificationPreferences('u');
    preferences.categories.courses = { inApp: true, push: false, email: false };
    expect(planDelivery(preferences, 'courses', 'normal', new Date())).toEqual({
      inApp: true,
      push: false,
      email: false,
      quietHours: false,
    });
  });

  it('keeps critical categories on every channel even when stored off', () => {
    const preferences = defaultNotificationPreferences('u');
    preferences.categories.security = { inApp: false, push: false, email: false };
    expect(planDelivery(preferences, 'security', 'low', new Date())).toEqual({
      inApp: true,
      push: true,
      email: true,
      quietHours: false,
    });
  });

  it('holds back push and e-mail in quiet hours, except urgent', () => {
    const preferences = { ...defaultNotificationPreferences('u'), quietHours: overnight };
    const night = new Date('2026-01-10T23:15:00Z');
    expect(planDelivery(preferences, 'applications', 'high', night)).toEqual({
      inApp: true,
      push: false,
      email: false,
      quietHours: true,
    });
    expect(planDelivery(preferences, 'applications', 'urgent', night).push).toBe(true);
  });
});

describe(inQuietHours.name, () => {
  it('spans midnight, includes the start and excludes the end', () => {
    const at = (iso: string) => inQuietHours(overnight, 'UTC', new Date(iso));
    expect(at('2026-01-10T22:00:00Z')).toBe(true);
    expect(at('2026-01-10T03:00:00Z')).toBe(true);
    expect(at('2026-01-10T07:00:00Z')).toBe(false);
    expect(at('2026-01-10T12:00:00Z')).toBe(false);
  });

  it("reads the clock in the user's time zone, daylight saving included", () => {
    const window = { enabled: true, start: '09:00', end: '10:00' };
    // 09:30 in New York: UTC−5 in January, UTC−4 in July.
    expect(inQuietHours(window, 'America/New_York', new Date('2026-01-10T14:30:00Z'))).toBe(true);
    expect(inQuietHours(window, 'America/New_York', new Date('2026-07-10T13:30:00Z'))).toBe(true);
    expect(inQuietHours(window, 'America/New_York', new Date('2026-07-10T14:30:00Z'))).toBe(false);
  });

  it('is never on when disabled or empty', () => {
    const at = new Date('2026-01-10T23:00:00Z');
    expect(inQuietHours({ ...overnight, enabled: false }, 'UTC', at)).toBe(false);
    expect(inQuietHours({ enabled: true, start: '08:00', end: '08:00' }, 'UTC', at)).toBe(false);
  });
});

describe(withPushSwitch.name, () => {
  const pushing = { inApp: true, push: true, email: true, quietHours: false };

  it('takes push out of the plan when the settings switch it off', () => {
    expect(withPushSwitch(pushing, 'courses', false)).toEqual({ ...pushing, push: false });
    expect(withPushSwitch(pushing, 'courses', true)).toEqual(pushing);
  });

  it('still pushes critical categories', () => {
    expect(withPushSwitch(pushing, 'security', false)).toEqual(pushing);
  });
});
