import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection } from 'mongoose';
import packageJson from '../../../package.json';

const DATABASE_PING_TIMEOUT_MS = 2000;

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  /** The Node release serving (`process.version`), so an operator sees the runtime in one request. */
  node: string;
  uptimeSeconds: number;
  database: { status: 'up' | 'down'; latencyMs: number | null };
}

@Injectable()
export class HealthService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async report(): Promise<HealthReport> {
    const database = await this.pingDatabase();
    return {
      status: database.status === 'up' ? 'ok' : 'degraded',
      version: packageJson.version,
      node: process.version,
      uptimeSeconds: Math.round(process.uptime()),
      database,
    };
  }

  private async pingDatabase(): Promise<HealthReport['database']> {
    const db = this.connection.db;
    if (!db || this.connection.readyState !== 1) return { status: 'down', latencyMs: null };
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), DATABASE_PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.command({ ping: 1 }), timeout]);
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch {
      return { status: 'down', latencyMs: null };
    } finally {
      clearTimeout(timer);
    }
  }
}
