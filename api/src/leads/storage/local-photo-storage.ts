import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PhotoStorage } from './photo-storage';

const SAFE_KEY = /^[\w.-]+$/;

/** Photos as files in one folder; written to a temporary name first so a crash leaves no half file. */
export class LocalPhotoStorage implements PhotoStorage {
  constructor(private readonly folder: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileOf(key);
    await mkdir(this.folder, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
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
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe photo key ${key}`);
    return path.join(this.folder, key);
  }
}
