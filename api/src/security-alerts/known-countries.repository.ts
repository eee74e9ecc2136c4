import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { isDuplicateKey } from '../leads/storage/duplicate-key';

interface KnownCountry {
  _id: string;
  firstSeenAt: Date;
}

/**
 * The countries each user signed in from, as unique-`_id` inserts `<user>:<country>` (and
 * `<user>:any` for the first one), so two sign-ins from a new country at once count as one new
 * country on every instance (DESIGN.md decision 10). Devices are remembered by the new-device
 * notice (notifications/new-device-sign-in.service.ts), not here.
 */
@Injectable()
export class KnownCountriesRepository {
  private readonly countries: Collection<KnownCountry>;

  constructor(@InjectConnection() connection: Connection) {
    this.countries = connection.collection<KnownCountry>('security_known_countries');
  }

  /** True when `country` is new for a user who signed in from another country before. */
  async isNewCountry(userId: string, country: string, at: Date): Promise<boolean> {
    const user = encodeURIComponent(userId);
    if (!(await this.remember(`${user}:${country}`, at))) return false;
    // The account's first country ever is not "new".
    return !(await this.remember(`${user}:any`, at));
  }

  private async remember(_id: string, firstSeenAt: Date): Promise<boolean> {
    try {
      await this.countries.insertOne({ _id, firstSeenAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
