import { type ColorScheme } from '../../../../../shared/preferences/display-preferences';
import { followColorScheme, type SchemeQuery } from './follow-color-scheme';

/** prefers-color-scheme: dark as a test controls it: `flip` is the device switching. */
class DeviceScheme implements SchemeQuery {
  private readonly listeners = new Set<() => void>();
  constructor(public matches: boolean) {}
  addEventListener(_type: 'change', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'change', listener: () => void) {
    this.listeners.delete(listener);
  }
  flip() {
    this.matches = !this.matches;
    this.listeners.forEach((listener) => listener());
  }
  get listening() {
    return this.listeners.size;
  }
}

describe(followColorScheme.name, () => {
  it('applies system as the device is now and again each time the device switches', () => {
    const device = new DeviceScheme(false);
    const applied: ColorScheme[] = [];
    const stop = followColorScheme('system', device, (scheme) => applied.push(scheme));
    device.flip();
    device.flip();
    expect(applied).toEqual(['light', 'dark', 'light']);

    stop();
    device.flip();
    expect(applied).toEqual(['light', 'dark', 'light']);
    expect(device.listening).toBe(0);
  });

  it('keeps light or dark whatever the device does, without listening', () => {
    const device = new DeviceScheme(true);
    const applied: ColorScheme[] = [];
    followColorScheme('light', device, (scheme) => applied.push(scheme));
    followColorScheme('dark', device, (scheme) => applied.push(scheme));
    device.flip();
    expect(applied).toEqual(['light', 'dark']);
    expect(device.listening).toBe(0);
  });
});
