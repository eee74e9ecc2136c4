import sharp from 'sharp';
import { PHOTO_MAX_EDGE_PX } from '../../../../shared/leads/success-story';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 82;

/** Whether the bytes really are a JPEG, PNG or WebP image, whatever the file name or type says. */
export async function isAcceptedPhoto(bytes: Buffer): Promise<boolean> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return ACCEPTED_FORMATS.has(format ?? '') && !!width && !!height;
  } catch {
    return false;
  }
}

/**
 * Re-encodes a photo as WebP at most PHOTO_MAX_EDGE_PX on its longer edge: drops metadata (GPS
 * positions included) and anything hidden in the original file, and applies the EXIF rotation.
 */
export function normalizePhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize({
      width: PHOTO_MAX_EDGE_PX,
      height: PHOTO_MAX_EDGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
