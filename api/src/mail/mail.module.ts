import { Module } from '@nestjs/common';
import { Mailer } from './mailer.service';

/** Outgoing mail (DESIGN.md decision 13): SMTP when configured, a local capture otherwise. */
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
