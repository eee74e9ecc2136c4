/**
 * Where uploaded files live (photos, pictures, conversation attachments). The default keeps them
 * on local disk under DATA_DIR; an object store (S3, GCS) can implement the same three calls later
 * without touching the features that upload.
 */
export interface FileStorage {
  /** Stores `bytes` under `key` (overwriting), answering the key to keep in the record. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The photo uploads' name for the same storage. */
export type PhotoStorage = FileStorage;

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');
