/**
 * The signed-in user's profile picture: replace, remove, serve, export and erase. A user reaches
 * only their own record (its `_id` is the caller's id, never a value from the request), and each
 * user's changes run one at a time, across instances too (ProfilePictureLock), because no update
 * is atomic on the embedded database (DESIGN.md decision 10): two uploads at once end with one
 * picture and no orphan file.
 */
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import {
  profilePicturePath,
  type ProfilePictureExport,
  type ProfilePictureReceipt,
} from '../../../shared/profile/profile-picture';
import { normalizePhoto } from '../leads/success-stories/photo-processor';
import { type PhotoStorage } from '../leads/storage/photo-storage';
import { ProfilePictureLock } from './profile-picture-lock';
import { ProfilePictureRepository } from './profile-picture.repository';

export const PROFILE_PICTURE_STORAGE = Symbol('PROFILE_PICTURE_STORAGE');

/** Stored names: random, URL-safe, WebP. Anything else asked for is not a picture. */
const PICTURE_NAME = /^[A-Za-z0-9_-]{22}\.webp$/;

@Injectable()
export class ProfilePictureService {
  constructor(
    private readonly records: ProfilePictureRepository,
    private readonly lock: ProfilePictureLock,
    @Inject(PROFILE_PICTURE_STORAGE) private readonly storage: PhotoStorage,
    private readonly logger: PinoLogger,
  ) {
    logger.setContext(ProfilePictureService.name);
  }

  /** Stores `bytes` (already checked to be an image) as the user's picture, dropping the old one. */
  async replace(userId: string, bytes: Buffer, now = new Date()): Promise<ProfilePictureReceipt> {
    const picture = await normalizePhoto(bytes);
    const name = `${randomBytes(16).toString('base64url')}.webp`;
    await this.storage.put(name, picture, 'image/webp');
    await this.lock.run(userId, async () => {
      const previous = await this.records.find(userId);
      await this.records.save({ _id: userId, name, uploadedAt: now }, previous !== null);
      if (previous) await this.storage.delete(previous.name);
    });
    this.logger.info({ userId }, 'profile picture replaced');
    return { path: profilePicturePath(name) };
  }

  /** Removes the user's picture; answers whether there was one. */
  erase(userId: string): Promise<boolean> {
    return this.lock.run(userId, async () => {
      const previous = await this.records.find(userId);
      if (!previous) return false;
      await this.records.remove(userId);
      await this.storage.delete(previous.name);
      this.logger.info({ userId }, 'profile picture removed');
      return true;
    });
  }

  /** The image stored under `name`, or null when there is none (removed, replaced, or made up). */
  read(name: string): Promise<Buffer | null> {
    return PICTURE_NAME.test(name) ? this.storage.get(name) : Promise.resolve(null);
  }

  /** The user's picture for the account export, or null without one. */
  async export(userId: string): Promise<ProfilePictureExport | null> {
    const record = await this.records.find(userId);
    const bytes = record && (await this.storage.get(record.name));
    if (!record || !bytes) return null;
    return {
      path: profilePicturePath(record.name),
      uploadedAt: record.uploadedAt.toISOString(),
      contentType: 'image/webp',
      base64: bytes.toString('base64'),
    };
  }
}
