import { Global, Injectable, Module } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type SecurityAlertKind } from '../../../shared/security-alerts/security-alerts';

/** Something that may be an attack or a misuse, as the code that saw it reports it. */
export interface SecuritySignal {
  kind: SecurityAlertKind;
  /** What it concerns: an e-mail address, an IP address, a user id, a key id, a role name. */
  subject: string;
  at: Date;
  /** What the request told: address, user agent, route, key id (short strings only). */
  detail?: Record<string, string | undefined>;
  /** The audit log entry that recorded it, when one did. */
  auditEntryId?: string;
}

/** A successful sign-in: what makes it unusual is decided by the alerts module. */
export interface SignInSignal {
  userId: string;
  email: string;
  at: Date;
  ip?: string;
  userAgent?: string;
  /** The two-letter country a trusted proxy named, lower-cased; undefined when none did. */
  country?: string;
  /** The user's device was never seen before (and is not their first one). */
  newDevice: boolean;
}

export interface SignalHandlers {
  signal(signal: SecuritySignal): Promise<void>;
  signedIn(signIn: SignInSignal): Promise<void>;
}

/**
 * Where sign-ins, the auth guard and the partner API's key guard report what they see, without
 * depending on the alerts module (which itself depends on users, notifications and the audit
 * log). The alerts module listens at start. Reporting waits for the alert to be stored, so a
 * refused request's answer follows its alert, and it never fails the request: a failure is
 * logged.
 */
@Injectable()
export class SecuritySignals {
  private handlers: SignalHandlers | undefined;

  constructor(private readonly logger: PinoLogger) {
    logger.setContext(SecuritySignals.name);
  }

  listen(handlers: SignalHandlers): void {
    this.handlers = handlers;
  }

  async report(signal: SecuritySignal): Promise<void> {
    try {
      await this.handlers?.signal(signal);
    } catch (error) {
      this.logger.error({ err: error, kind: signal.kind }, 'security signal not recorded');
    }
  }

  async signedIn(signIn: SignInSignal): Promise<void> {
    try {
      await this.handlers?.signedIn(signIn);
    } catch (error) {
      this.logger.error({ err: error, userId: signIn.userId }, 'sign-in not checked');
    }
  }
}

/** App-wide, so any module can report without importing the alerts module. */
@Global()
@Module({ providers: [SecuritySignals], exports: [SecuritySignals] })
export class SecuritySignalsModule {}
