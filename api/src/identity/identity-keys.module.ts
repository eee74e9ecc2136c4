import { Module } from '@nestjs/common';
import { SigningKeysService } from './signing-keys.service';

/** The local provider's signing key, shared by the provider and the API's token verifier. */
@Module({ providers: [SigningKeysService], exports: [SigningKeysService] })
export class IdentityKeysModule {}
