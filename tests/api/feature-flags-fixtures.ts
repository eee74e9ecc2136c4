/** Switching flags in API tests: through the service, as a super admin's edit would. */
import { type INestApplication } from '@nestjs/common';
import { type FlagFields } from '../../shared/flags/feature-flags';
import { FeatureFlagsService } from '../../api/src/flags/feature-flags.service';

const TEST_ACTOR = { id: 'flags-test', email: 'flags-test@example.com', ip: '127.0.0.1' };

/** Applies `changes` to the stored flag `key` (seeded at start) and answers its new state. */
export async function setFlag(
  app: INestApplication,
  key: string,
  changes: Partial<FlagFields>,
): Promise<void> {
  const service = app.get(FeatureFlagsService);
  const flag = (await service.list()).flags.find((entry) => entry.key === key);
  if (!flag) throw new Error(`flag ${key} is not stored`);
  const { description, owner, type, defaultValue, rules, override, revision } = flag;
  await service.update(TEST_ACTOR, key, {
    description,
    owner,
    type,
    defaultValue,
    rules,
    override,
    ...changes,
    revision,
  });
}
