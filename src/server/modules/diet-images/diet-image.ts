import {
  MAX_UPLOAD_IMAGE_BYTES,
  UPLOAD_IMAGE_TYPES,
  toStoredImage,
  type UploadedImageResult,
} from '../../lib/uploaded-image';

/** What a day photo may be (B §5 "day images checked by content and size"). */
export const DIET_IMAGE_TYPES = UPLOAD_IMAGE_TYPES;
export const MAX_DIET_IMAGE_BYTES = MAX_UPLOAD_IMAGE_BYTES;
/** Longest side of the stored photo. */
export const DIET_IMAGE_MAX_SIDE = 1600;

export type DietImageResult = UploadedImageResult;

/** A day photo: fitted into 1600 × 1600 px, as WebP without its metadata. */
export function toDietImage(input: Buffer): Promise<DietImageResult> {
  return toStoredImage(input, { width: DIET_IMAGE_MAX_SIDE, height: DIET_IMAGE_MAX_SIDE, fit: 'inside' });
}
