import { FEATURE_FLAG_PATHS } from '../../../../../shared/flags/feature-flag-paths';
import {
  type CreateFlagInput,
  type FeatureFlag,
  type FeatureFlagList,
  featureFlagListSchema,
  featureFlagSchema,
  type FlagFields,
} from '../../../../../shared/flags/feature-flags';
import { apiRequest, getJson } from '../../../data/api-client';

const flagPath = (key: string) => `${FEATURE_FLAG_PATHS.admin}/${encodeURIComponent(key)}`;

export async function fetchFlags(signal?: AbortSignal): Promise<FeatureFlagList> {
  return featureFlagListSchema.parse(await getJson(FEATURE_FLAG_PATHS.admin, signal));
}

export async function createFlag(input: CreateFlagInput): Promise<FeatureFlag> {
  return featureFlagSchema.parse(
    await apiRequest(FEATURE_FLAG_PATHS.admin, { method: 'POST', body: input }),
  );
}

/** Saves `fields` over the revision the admin edited (409 when someone saved since). */
export async function updateFlag(
  flag: Pick<FeatureFlag, 'key' | 'revision'>,
  fields: FlagFields,
): Promise<FeatureFlag> {
  return featureFlagSchema.parse(
    await apiRequest(flagPath(flag.key), {
      method: 'PUT',
      body: { ...fields, revision: flag.revision },
    }),
  );
}

export async function deleteFlag(flag: Pick<FeatureFlag, 'key' | 'revision'>): Promise<void> {
  await apiRequest(`${flagPath(flag.key)}?revision=${flag.revision}`, { method: 'DELETE' });
}
