import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.provider';
import { type AppConfig } from '../config/config.schema';
import { type OutgoingMail } from './mail';

/**
 * Sends mail with nodemailer over SMTP_URL. Without it (development, tests) nodemailer's stream
 * transport builds the same MIME message and it is written to MAIL_CAPTURE_DIR as `.eml` (opens
 * in any mail client) beside a `.json` of its parts, and the log names the file.
 */
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly captureDir: string | undefined;
  private captured = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) {
      this.transport = createTransport(config.SMTP_URL);
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true });
      this.captureDir = path.resolve(config.MAIL_CAPTURE_DIR ?? path.join(config.DATA_DIR, 'mail'));
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const options: SendMailOptions = {
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': mail.language, ...mail.headers },
    };
    const info = (await this.transport.sendMail(options)) as { message?: Buffer };
    if (this.captureDir && info.message) await this.capture(mail, info.message);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  private async capture(mail: OutgoingMail, message: Buffer): Promise<void> {
    const dir = this.captureDir as string;
    // Names sort in sending order: the time, then this process's count, then a random tail.
    this.captured += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(this.captured).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.eml`), message);
    await writeFile(path.join(dir, `${name}.json`), JSON.stringify(mail, null, 2));
    this.logger.log(`Mail to ${mail.to} captured in ${path.join(dir, name)}.eml (SMTP_URL unset)`);
  }
}
