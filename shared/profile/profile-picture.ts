/**
 * The profile picture (spec §3 'profile picture'): uploaded by the signed-in user as multipart
 * field `picture` with the same checks as a success-story photo (JPEG, PNG or WebP, at most
 * PHOTO_MAX_BYTES), stored re-encoded as WebP under an unguessable name and served publicly from
 * PROFILE_PICTURE_PATHS.served so an `<img>` can show it without a token. The profile document's
 * `picture` holds that address.
 */
export {
  PHOTO_MAX_BYTES as PICTURE_MAX_BYTES,
  PHOTO_TYPES as PICTURE_TYPES,
} from '../leads/success-story';

export const PROFILE_PICTURE_FIELD = 'picture';

export const PROFILE_PICTURE_PATHS = {
  /** POST (multipart) replaces the caller's picture; DELETE removes it. */
  mine: '/api/me/picture',
  /** GET `${served}/<name>` answers the image. */
  served: '/api/public/profile-pictures',
} as const;

/** What POST /api/me/picture answers: the picture's address, relative to the API's origin. */
export interface ProfilePictureReceipt {
  path: string;
}

/** The picture in the account export: its address, when it was uploaded, and the image itself. */
export interface ProfilePictureExport {
  path: string;
  uploadedAt: string;
  contentType: 'image/webp';
  base64: string;
}

/** The address of the stored picture called `name`. */
export function profilePicturePath(name: string): string {
  return `${PROFILE_PICTURE_PATHS.served}/${name}`;
}
