/** IMG-05 (A §5): only files with an image MIME type are taken; the server checks the content again. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.toLowerCase().startsWith('image/');
}

/** The longest side of a history thumbnail, in CSS pixels. */
export const THUMB_SIZE = 96;

/**
 * IMG-31: a small JPEG data URL of the photo for the history (at most 96 px on the longer side). Where the
 * browser cannot decode or draw the photo, the history goes without a picture: an empty string.
 */
export async function makeThumbnail(file: Blob, size = THUMB_SIZE): Promise<string> {
  if (typeof createImageBitmap !== 'function') return '';
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.75);
  } catch {
    return '';
  }
}
