import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { PinoLogger } from 'nestjs-pino';
import { APP_PATHS } from '../../../shared/routes/app-paths';
import { isDuplicateKey } from '../leads/storage/duplicate-key';
import { SyncRepository } from '../sync/sync.repository';
import { newDeviceSignInText } from './generated-texts';
import { NotificationsService } from './notifications.service';
import { recipientSettings } from './recipient-settings';

interface KnownDevice {
  _id: string;
  firstSeenAt: Date;
}

/** The device a sign-in came from, as far as the request tells. */
export interface SignInOrigin {
  ip?: string;
  userAgent?: string;
}

/**
 * Tells a user (security category: it cannot be switched off), in their language and time zone,
 * when they sign in from a device they never signed in from. A device is its browser's user agent; each is remembered by
 * inserting `<user>:<hash>`, so two sign-ins from a new device at once alert once. The very first
 * sign-in of an account is not "new" and alerts nobody.
 */
@Injectable()
export class NewDeviceSignIns {
  private readonly devices: Collection<KnownDevice>;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly notifications: NotificationsService,
    private readonly sync: SyncRepository,
    private readonly logger: PinoLogger,
  ) {
    this.devices = connection.collection<KnownDevice>('notification_known_devices');
    logger.setContext(NewDeviceSignIns.name);
  }

  /**
   * Never fails the sign-in: a failure to alert is logged. True when the device is new to a user
   * who signed in before (what the super admin's security alerts count, from the same record).
   */
  async signedIn(userId: string, origin: SignInOrigin, now = new Date()): Promise<boolean> {
    try {
      const device = createHash('sha256')
        .update(origin.userAgent ?? '')
        .digest('base64url');
      const user = encodeURIComponent(userId);
      if (!(await this.remember(`${user}:${device}`, now))) return false;
      // The account's first device ever: nothing to warn about.
      if (await this.remember(`${user}:first`, now)) return false;
      const reader = await recipientSettings(this.sync, userId);
      await this.notifications.notify(
        userId,
        {
          type: 'system',
          category: 'security',
          priority: 'high',
          ...newDeviceSignInText(reader, now, origin.ip),
          actionUrl: APP_PATHS.dashboardSettings,
        },
        now,
      );
      return true;
    } catch (error) {
      this.logger.error({ err: error, userId }, 'new-device sign-in alert failed');
      return false;
    }
  }

  private async remember(_id: string, now: Date): Promise<boolean> {
    try {
      await this.devices.insertOne({ _id, firstSeenAt: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
