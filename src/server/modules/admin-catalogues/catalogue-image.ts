import sharp from 'sharp';
import { UPLOAD_READ_OPTIONS, inspectUploadedImage } from '../../lib/uploaded-image';
import { ValidationError } from '../../errors';

/** One stored size of a picture: a box it is fitted into (never enlarged) or cropped to fill. */
export interface PictureSize {
  /** Appended to the stored name: '' for the main picture, '-card' for a list's card. */
  suffix: string;
  width: number;
  /** Left out: only the width bounds it. */
  height?: number;
  fit: 'inside' | 'cover';
  quality: number;
}

/** A checked picture's WebP copies, one per requested size. */
export type ResizedPicture = Array<{ suffix: string; webp: Buffer }>;

/**
 * The admins' picture uploads (issue 24 A2: exercise photos, e-book covers, later article covers): the bytes
 * must be a JPEG, PNG or WebP by their CONTENT (a text file named .jpg is refused), within the byte and pixel
 * limits; each size is turned upright and re-encoded as WebP (which drops camera and GPS metadata).
 * A refused upload is a 400 with a translated text.
 */
export async function checkedPicture(
  bytes: Buffer,
  sizes: readonly PictureSize[],
  maxBytes: number,
): Promise<ResizedPicture> {
  if (bytes.length > maxBytes) throw new ValidationError(undefined, 'adminCatalogueImageTooLarge');
  if (bytes.length === 0) throw new ValidationError(undefined, 'imageInvalid');
  const inspected = await inspectUploadedImage(bytes);
  if (!inspected.ok)
    throw new ValidationError(
      undefined,
      inspected.reason === 'too-large' ? 'adminCatalogueImageTooLarge' : 'imageInvalid',
    );
  try {
    return await Promise.all(
      sizes.map(async (size) => ({
        suffix: size.suffix,
        webp: await sharp(bytes, UPLOAD_READ_OPTIONS)
          .rotate()
          .resize({
            width: size.width,
            ...(size.height === undefined ? {} : { height: size.height }),
            fit: size.fit,
            withoutEnlargement: size.fit === 'inside',
          })
          .webp({ quality: size.quality })
          .toBuffer(),
      })),
    );
  } catch {
    // A header that reads but a body that does not decode (a truncated file).
    throw new ValidationError(undefined, 'imageInvalid');
  }
}
