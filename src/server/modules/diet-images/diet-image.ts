import sharp from 'sharp';

/** What a day photo may be (B §5 "day images checked by content and size"). */
export const DIET_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_DIET_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest side of the stored photo. */
export const DIET_IMAGE_MAX_SIDE = 1600;
/** Decompression bombs stop here (a 50 MP phone photo still fits). */
const MAX_INPUT_PIXELS = 64_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type DietImageResult = { ok: true; webp: Buffer } | { ok: false; reason: 'invalid' | 'too-large' };

/**
 * Reads the upload by its content, never by its declared type: only real JPEG, PNG or WebP images are accepted.
 * The photo is turned upright, fitted into 1600 × 1600 px and re-encoded as WebP, which also drops its
 * metadata (camera, GPS position).
 */
export async function toDietImage(input: Buffer): Promise<DietImageResult> {
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return { ok: false, reason: 'invalid' };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-large' };
    const webp = await sharp(input, options)
      .rotate()
      .resize({
        width: DIET_IMAGE_MAX_SIDE,
        height: DIET_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
