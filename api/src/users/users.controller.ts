import { Controller, Get } from '@nestjs/common';
import { type Me } from '../../../shared/auth/auth-state';
import { OwnData } from '../auth/access.decorator';
import { CurrentUser } from '../auth/principal';
import { type UserEntity } from './user.schema';
import { UsersService } from './users.service';

@OwnData()
@Controller('me')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** The caller's own user record (created on their first call), as the guard read it. */
  @Get()
  me(@CurrentUser() user: UserEntity): Me {
    return this.users.toMe(user);
  }
}
