import { Controller, Get, Header } from '@nestjs/common';
import { type BotCheckConfig } from '../../../../shared/leads/submission';
import { type Challenge } from './altcha-lib';
import { AltchaVerifier } from './altcha-verifier.service';
import { BotCheckService } from './bot-check.service';

/** `GET /api/public/bot-check` (which check the forms show) and `/challenge` (a fresh ALTCHA challenge). */
@Controller('public/bot-check')
export class BotCheckController {
  constructor(
    private readonly botCheck: BotCheckService,
    private readonly altcha: AltchaVerifier,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  config(): BotCheckConfig {
    return this.botCheck.config();
  }

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  challenge(): Promise<Challenge> {
    return this.altcha.createChallenge();
  }
}
