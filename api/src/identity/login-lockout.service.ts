import { Injectable } from '@nestjs/common';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import { LoginAttemptRepository } from './login-attempt.repository';

/** The right to check one password: slot `slot` of series `series`. */
export interface CheckReservation {
  series: number;
  slot: number;
  /** The last slot of the series: a wrong password here locks the account. */
  last: boolean;
}

/**
 * Login lockout without counters (DESIGN.md decision 10: no update is atomic on the embedded
 * engine). Each password check first claims one of the max login attempts slots by inserting a
 * unique `_id`; when every slot of the account's current series is taken the account is locked
 * without any check, so however many requests race, on however many instances, at most that many
 * passwords are checked. A series ends when its last slot is the lockout duration old (the lock
 * ran out) or on a successful login; the next one starts with every slot free. Both figures are
 * system settings (the environment's AUTH_LOCKOUT_* until a super admin saves them), read at each
 * check, so a change applies to the next login.
 */
@Injectable()
export class LoginLockoutService {
  constructor(
    private readonly settings: SystemSettingsStore,
    private readonly attempts: LoginAttemptRepository,
  ) {}

  /** A reserved check, or undefined when the account is locked. */
  async reserve(sub: string, now: Date): Promise<CheckReservation | undefined> {
    const { maxLoginAttempts: max, lockoutMinutes } = await this.settings.current();
    const lockMs = lockoutMinutes * 60_000;
    const hint = await this.attempts.seriesHint(sub);
    let series = await this.currentSeries(sub, hint, hint, now);
    for (;;) {
      const lockedAt = await this.attempts.slotClaimedAt(sub, series, max);
      if (!lockedAt) break;
      if (lockedAt.getTime() + lockMs > now.getTime()) return undefined;
      series = await this.openNext(sub, series, now);
    }
    for (let slot = 1; slot <= max; slot += 1) {
      if (await this.attempts.claimSlot(sub, series, slot, now)) {
        return { series, slot, last: slot === max };
      }
    }
    // Every slot went to requests racing this one.
    return undefined;
  }

  /** After a right password: the failures before it no longer count. */
  async reset(sub: string, reservation: CheckReservation, now: Date): Promise<void> {
    // Slot 1 means no failure came first: handing it back is cheaper than a new series. (Failures
    // racing this login may still fill the series and lock it: the safe side.)
    if (reservation.slot === 1) {
      await this.attempts.releaseSlot(sub, reservation.series, reservation.slot);
      return;
    }
    await this.openNext(sub, reservation.series, now);
  }

  private async openNext(sub: string, series: number, now: Date): Promise<number> {
    await this.attempts.openSeries(sub, series + 1, now);
    return this.currentSeries(sub, series + 1, series, now);
  }

  /** Steps forward from a series known to be open to the newest one; moves the hint along. */
  private async currentSeries(sub: string, from: number, hint: number, now: Date): Promise<number> {
    let series = from;
    while (await this.attempts.seriesIsOpen(sub, series + 1)) series += 1;
    if (series > hint) await this.attempts.saveSeriesHint(sub, series, now);
    return series;
  }
}
