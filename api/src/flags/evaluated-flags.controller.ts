import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type EvaluatedFlags } from '../../../shared/flags/feature-flags';
import { OwnData, Public } from '../auth/access.decorator';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { FeatureFlagStore } from './feature-flag-store';
import { flagContextOf } from './flag-context';

/** Answers depend on the caller and change whenever a super admin edits a flag. */
const NO_STORE = 'private, no-store';

/**
 * The flags' answers for the caller, loaded by the web app with the public config at start:
 * `GET /api/public/feature-flags?lang=` for a visitor, `GET /api/me/feature-flags?lang=` once
 * signed in (role rules and rollouts need to know who asks).
 */
@Controller()
export class EvaluatedFlagsController {
  constructor(private readonly store: FeatureFlagStore) {}

  @Get('public/feature-flags')
  @Public()
  async forVisitor(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EvaluatedFlags> {
    response.set('Cache-Control', NO_STORE);
    return { flags: await this.store.evaluateAll(flagContextOf(request)) };
  }

  @Get('me/feature-flags')
  @OwnData()
  async forMe(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EvaluatedFlags> {
    response.set('Cache-Control', NO_STORE);
    return { flags: await this.store.evaluateAll(flagContextOf(request, principal)) };
  }
}
