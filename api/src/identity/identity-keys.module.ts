import { Module } from '@nestjs/common';
import { SigningKeyRepository } from './signing-key.repository';
import { SigningKeysService } from './signing-keys.service';

/** The local provider's signing keys, shared by the provider and the API's token verifier. */
@Module({
  providers: [SigningKeyRepository, SigningKeysService],
  exports: [SigningKeysService],
})
export class IdentityKeysModule {}
