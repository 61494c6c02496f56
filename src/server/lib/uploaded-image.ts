import sharp from 'sharp';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** What an uploaded picture may be (B §5: uploads checked by content and size). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decompression bombs stop here (a 50 MP phone photo still fits). */
const MAX_INPUT_PIXELS = 64_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type UploadedImageResult = { ok: true; webp: Buffer } | { ok: false; reason: 'invalid' | 'too-large' };

/** How the stored copy is cut: fitted inside a box, or cropped to fill it (an avatar's square). */
export interface ImageShape {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
}

/** The sharp options every upload is opened with: damaged files fail, decompression bombs stop at the pixel limit. */
export const UPLOAD_READ_OPTIONS = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;

export type InspectedImageResult =
  | { ok: true; format: string; width: number; height: number }
  | { ok: false; reason: 'invalid' | 'too-large' };

/**
 * What an upload is, read from its content alone (never its name or declared type): a JPEG, PNG or WebP within
 * the pixel limit, or why not. Only the header is read; nothing is decoded or kept.
 */
export async function inspectUploadedImage(input: Buffer): Promise<InspectedImageResult> {
  try {
    const meta = await sharp(input, UPLOAD_READ_OPTIONS).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return { ok: false, reason: 'invalid' };
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-large' };
    if (width === 0 || height === 0) return { ok: false, reason: 'invalid' };
    return { ok: true, format: meta.format, width, height };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Reads an upload by its content, never by its declared type: only real JPEG, PNG or WebP images are accepted.
 * The picture is turned upright, fitted or cropped to its shape and re-encoded as WebP, which also drops its
 * metadata (camera, GPS position).
 */
export async function toStoredImage(input: Buffer, shape: ImageShape): Promise<UploadedImageResult> {
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return { ok: false, reason: 'invalid' };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-large' };
    const webp = await sharp(input, options)
      .rotate()
      .resize({ ...shape, withoutEnlargement: shape.fit === 'inside' })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Pictures shown on public pages (avatars, covers, logos): files under VAR_DIR/media/uploads, served by the
 * media route. Names are random hex made by the caller.
 */
export function createPublicPictureStore(varDir: string) {
  const dir = resolve(varDir, 'media', 'uploads');
  const prefix = '/media/uploads/';
  return {
    async put(name: string, bytes: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return `${prefix}${name}`;
    },
    async remove(url: string): Promise<void> {
      const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      if (/^[0-9a-f]{32}\.webp$/.test(name)) await rm(join(dir, name), { force: true });
    },
  };
}
