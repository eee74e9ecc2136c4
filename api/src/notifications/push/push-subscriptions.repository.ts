/**
 * Push subscriptions on the embedded database, where only `{ _id }` lookups are indexed and only
 * the insert of a unique `_id` is atomic (DESIGN.md decision 10):
 * - a subscription (one per device) is stored under the SHA-256 of its endpoint, so the re-send
 *   of every app start, however many race, finds the one document;
 * - a user's devices are found through slots `<userId>:<n>` (n below PUSH_MAX_DEVICES_PER_USER),
 *   each claimed by inserting it and naming one endpoint hash: listing a user's devices is a
 *   handful of `_id` lookups, and two devices subscribing at once never take the same slot.
 * A subscription is written before its slot, so a crash between the two leaves one without a
 * slot: the next re-send from that device claims it. A slot whose subscription is gone is freed
 * when it is read.
 */
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Collection, type Connection } from 'mongoose';
import { PUSH_MAX_DEVICES_PER_USER } from '../../../../shared/notifications/notification-push';
import { isDuplicateKey } from '../../leads/storage/duplicate-key';

export interface StoredPushSubscription {
  /** SHA-256 of the endpoint, base64url. */
  _id: string;
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The user's device slot naming it; null until claimed. */
  slot: number | null;
  createdAt: Date;
  updatedAt: Date;
}

interface DeviceSlot {
  /** `<userId>:<n>`. */
  _id: string;
  subscriptionId: string;
}

export type SaveOutcome = 'saved' | 'too-many-devices';

export const endpointKey = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url');

const slotKey = (userId: string, slot: number) => `${userId}:${slot}`;

@Injectable()
export class PushSubscriptionsRepository {
  private readonly subscriptions: Collection<StoredPushSubscription>;
  private readonly slots: Collection<DeviceSlot>;

  constructor(@InjectConnection() connection: Connection) {
    this.subscriptions = connection.collection<StoredPushSubscription>('push_subscriptions');
    this.slots = connection.collection<DeviceSlot>('push_device_slots');
  }

  /** Stores (or refreshes) `userId`'s subscription for the device behind `endpoint`. */
  async save(
    userId: string,
    endpoint: string,
    keys: StoredPushSubscription['keys'],
    now: Date,
  ): Promise<SaveOutcome> {
    const _id = endpointKey(endpoint);
    let current = await this.subscriptions.findOne({ _id });
    if (current && current.userId !== userId) {
      // The browser now belongs to another account (sign-out, sign-in): the old owner's
      // notifications must stop reaching it.
      await this.remove(current);
      current = null;
    }
    if (!current) {
      const fresh = { _id, userId, endpoint, keys, slot: null, createdAt: now, updatedAt: now };
      try {
        await this.subscriptions.insertOne(fresh);
        current = fresh;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // A parallel re-send of the same device stored it first.
        current = await this.subscriptions.findOne({ _id });
        if (!current) throw error;
      }
    }
    if (current.keys.p256dh !== keys.p256dh || current.keys.auth !== keys.auth) {
      await this.subscriptions.updateOne({ _id }, { $set: { keys, updatedAt: now } });
    }
    if (current.slot !== null) return 'saved';
    return this.claimSlot(userId, _id);
  }

  /** The user's subscription at `endpoint`, or null (unknown, or another user's). */
  async findOwn(userId: string, endpoint: string): Promise<StoredPushSubscription | null> {
    const subscription = await this.subscriptions.findOne({ _id: endpointKey(endpoint) });
    return subscription?.userId === userId ? subscription : null;
  }

  /** Every device subscription of the user. */
  async listForUser(userId: string): Promise<StoredPushSubscription[]> {
    const keys = Array.from({ length: PUSH_MAX_DEVICES_PER_USER }, (_, n) => slotKey(userId, n));
    const slots = await Promise.all(keys.map((key) => this.slots.findOne({ _id: key })));
    const found = await Promise.all(
      slots.map(async (slot) => {
        if (!slot) return null;
        const subscription = await this.subscriptions.findOne({ _id: slot.subscriptionId });
        if (
          subscription?.userId === userId &&
          slot._id === slotKey(userId, subscription.slot ?? -1)
        ) {
          return subscription;
        }
        await this.slots.deleteOne({ _id: slot._id });
        return null;
      }),
    );
    return found.filter((subscription) => subscription !== null);
  }

  async remove(subscription: StoredPushSubscription): Promise<void> {
    await this.subscriptions.deleteOne({ _id: subscription._id });
    if (subscription.slot !== null) {
      await this.slots.deleteOne({ _id: slotKey(subscription.userId, subscription.slot) });
    }
  }

  private async claimSlot(userId: string, subscriptionId: string): Promise<SaveOutcome> {
    for (let n = 0; n < PUSH_MAX_DEVICES_PER_USER; n++) {
      try {
        await this.slots.insertOne({ _id: slotKey(userId, n), subscriptionId });
      } catch (error) {
        if (isDuplicateKey(error)) continue;
        throw error;
      }
      await this.subscriptions.updateOne({ _id: subscriptionId }, { $set: { slot: n } });
      return 'saved';
    }
    await this.subscriptions.deleteOne({ _id: subscriptionId });
    return 'too-many-devices';
  }
}
