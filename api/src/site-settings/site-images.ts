import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type SiteImageKind } from '../../../shared/site-settings/site-settings-values';
import { normalizePhoto } from '../leads/success-stories/photo-processor';

/** Stored names: random, URL-safe; a favicon's sizes beside it. Anything else is not an image. */
export const SITE_IMAGE_NAME = /^[A-Za-z0-9_-]{22}(?:-192|-512)?\.(?:webp|png)$/;

/** The favicon's sizes: the tab icon, and the two the web app manifest needs to be installable. */
const FAVICON_SIZES = [
  { suffix: '', edge: 64 },
  { suffix: '-192', edge: 192 },
  { suffix: '-512', edge: 512 },
] as const;

export interface SiteImageFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/** A favicon as a square PNG of `edge` pixels, the image centred on a transparent ground. */
function squarePng(bytes: Buffer, edge: number): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(edge, edge, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * The files to store for an upload (already checked to be a JPEG, PNG or WebP image), re-encoded
 * so nothing hidden in the original is served: the logo as one WebP, the favicon as square PNGs.
 * The first file's name is the one the settings refer to.
 */
export async function siteImageFiles(
  kind: SiteImageKind,
  upload: Buffer,
): Promise<SiteImageFile[]> {
  const base = randomBytes(16).toString('base64url');
  if (kind === 'logo')
    return [{ name: `${base}.webp`, bytes: await normalizePhoto(upload), type: 'image/webp' }];
  return Promise.all(
    FAVICON_SIZES.map(async ({ suffix, edge }) => ({
      name: `${base}${suffix}.png`,
      bytes: await squarePng(upload, edge),
      type: 'image/png',
    })),
  );
}

export const contentTypeOf = (name: string) => (name.endsWith('.png') ? 'image/png' : 'image/webp');
