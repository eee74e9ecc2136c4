import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type FileStorage } from './photo-storage';

const SAFE_KEY = /^[\w.-]+$/;

/**
 * Files in one folder; each write goes to a temporary name of its own first, so a crash leaves no
 * half file and concurrent writes of one key (the same attachment uploaded twice at once) each
 * rename a whole file into place.
 */
export class LocalPhotoStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(this.folder, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key ${key}`);
    return path.join(this.folder, key);
  }
}
