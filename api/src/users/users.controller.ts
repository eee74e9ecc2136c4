import { Controller, Get } from '@nestjs/common';
import { type Me } from '../../../shared/auth/auth-state';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { UsersService } from './users.service';

@Controller('me')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The caller's own user record (created on their first call). */
  @Get()
  me(@CurrentPrincipal() principal: Principal): Promise<Me> {
    return this.users.me(principal);
  }
}
