import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { SYSTEM_SETTING_RANGES } from '../../../shared/system-settings/system-settings';
import { KeyedLock } from '../common/keyed-lock';
import { SystemSettingsStore } from '../system-settings/system-settings-store';
import { AccountsService } from './accounts.service';

/** The start times (whole seconds, oldest first) of an account's newest logins. */
interface LoginLedger {
  _id: string;
  logins: number[];
}

/** More logins than the largest allowed limit are never needed to apply it. */
const LEDGER_MAX = SYSTEM_SETTING_RANGES.maxConcurrentSessions[1];

/**
 * Max concurrent sessions (system settings). Each login at the local provider is noted in the
 * account's ledger, one document keyed by its `sub` (DESIGN.md decision 10); when the account has
 * more logins than the limit, the oldest are signed out by moving the account's
 * `sessionsRevokedAt` up to the start of the oldest login kept (session-revocation.ts): their
 * refresh tokens and browser sessions stop counting. No update is atomic on the embedded engine,
 * so an account's ledger is changed under an in-process lock.
 */
@Injectable()
export class SessionLimitService {
  private readonly lock = new KeyedLock();

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly accounts: AccountsService,
    private readonly settings: SystemSettingsStore,
  ) {}

  private get ledgers(): Collection<LoginLedger> {
    return this.connection.collection<LoginLedger>('idp_login_ledgers');
  }

  /** Notes a login that began at `loginTs` (seconds) and signs out the oldest beyond the limit. */
  async loggedIn(sub: string, loginTs: number): Promise<void> {
    const max = (await this.settings.current()).maxConcurrentSessions;
    await this.lock.run(sub, async () => {
      const ledger = await this.ledgers.findOne({ _id: sub });
      const logins = [...(ledger?.logins ?? []), loginTs].sort((a, b) => a - b).slice(-LEDGER_MAX);
      const kept = max === null ? logins : logins.slice(-max);
      await this.ledgers.replaceOne({ _id: sub }, { logins: kept }, { upsert: true });
      if (kept.length < logins.length) await this.signOutBefore(sub, kept[0]! * 1000);
    });
  }

  private async signOutBefore(sub: string, at: number): Promise<void> {
    const account = await this.accounts.findBySub(sub);
    // Never moves a later "sign out of all devices" back.
    if (!account || (account.sessionsRevokedAt?.getTime() ?? 0) >= at) return;
    await this.accounts.revokeSessions(sub, new Date(at));
  }
}
