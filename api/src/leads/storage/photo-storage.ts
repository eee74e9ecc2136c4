/**
 * Where uploaded photos live. The default keeps them on local disk under DATA_DIR; an object store
 * (S3, GCS) can implement the same three calls later without touching the submissions code.
 */
export interface PhotoStorage {
  /** Stores `bytes` under `key` (overwriting), answering the key to keep in the record. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
