import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hashPassword, verifyPassword } from './password-hash';

/**
 * Hashes and checks passwords. Every login attempt runs exactly one verification of the same cost,
 * whether the account exists, is locked or not (`verifyNothing`), so the answer time does not tell
 * which e-mails have accounts.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /** Spends the time of a real check against a hash no password matches. */
  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
    await this.verify(password, await this.dummyHash);
  }
}
