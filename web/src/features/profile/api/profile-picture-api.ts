/** The profile picture calls (shared/profile/profile-picture.ts), behind the bearer token. */
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_PATHS,
  type ProfilePictureReceipt,
} from '../../../../../shared/profile/profile-picture';
import { apiRequest } from '../../../data/api-client';

/** Uploads `file` as the user's picture; answers its absolute address for the profile document. */
export async function uploadProfilePicture(file: File): Promise<string> {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file);
  const receipt = (await apiRequest(PROFILE_PICTURE_PATHS.mine, {
    method: 'POST',
    body,
  })) as ProfilePictureReceipt;
  // The profile keeps a full address (its schema takes http(s) URLs), served by this origin.
  return new URL(receipt.path, window.location.origin).href;
}

export async function removeProfilePicture(): Promise<void> {
  await apiRequest(PROFILE_PICTURE_PATHS.mine, { method: 'DELETE' });
}
