import { describe, expect, it } from 'vitest';
import { isImageFile, makeThumbnail } from './image-file';

describe('the photo check in the browser', () => {
  it('[IMG-05] takes files with an image MIME type only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'IMAGE/JPEG'])
      expect(isImageFile({ type }), type).toBe(true);
    for (const type of ['', 'text/plain', 'application/pdf', 'video/mp4', 'application/x-image'])
      expect(isImageFile({ type }), type).toBe(false);
  });

  it('without a way to draw the photo the history goes without a thumbnail, never fails', async () => {
    await expect(makeThumbnail(new Blob(['x'], { type: 'image/jpeg' }))).resolves.toBe('');
  });
});
