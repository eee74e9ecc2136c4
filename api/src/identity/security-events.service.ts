import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model } from 'mongoose';
import {
  SECURITY_EVENT_MODEL,
  type SecurityEventEntity,
  type SecurityEventType,
} from './security-event.schema';

/** Where a login attempt came from, as far as the request tells. */
export interface RequestOrigin {
  ip?: string;
  userAgent?: string;
  /** Two letters, lower-cased, from the trusted country header (CLIENT_COUNTRY_HEADER). */
  country?: string;
}

/** Stores failed logins and lockouts; the super-admin area reads them. */
@Injectable()
export class SecurityEventsService {
  constructor(
    @InjectModel(SECURITY_EVENT_MODEL) private readonly events: Model<SecurityEventEntity>,
  ) {}

  async record(
    type: SecurityEventType,
    email: string,
    origin: RequestOrigin,
    at: Date,
    sub?: string,
  ): Promise<void> {
    await this.events.create({ type, email, sub, ip: origin.ip, userAgent: origin.userAgent, at });
  }
}
