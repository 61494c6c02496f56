import { randomBytes } from 'node:crypto';
import { apiHref, api } from '../../../core/routes';
import { RateLimitError, ValidationError } from '../../errors';
import { toDietImage } from './diet-image';
import type { DietImagesRepo } from './diet-images.repo';
import type { ImageStore } from './image-store';

/** A stored photo's name: 32 random hex digits, so a name can neither be guessed nor walk out of the folder. */
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;
/** A signed-in user's unsaved plan lives in the open page only: a day is plenty to save it. */
export const UNREFERENCED_IMAGE_GRACE_MS = 24 * 60 * 60_000;

const HOUR_MS = 60 * 60_000;

/** Per-user limits on stored photos (issue 12 A10). */
export interface ImageQuota {
  maxImages: number;
  maxBytes: number;
  uploadsPerHour: number;
}

export function createDietImagesService({
  repo,
  store,
  quota,
}: {
  repo: DietImagesRepo;
  store: ImageStore;
  quota: ImageQuota;
}) {
  return {
    /**
     * Checks and re-encodes the upload, stores it for `userId` and answers the URL the plan keeps. The quota
     * and the hourly rate are checked first, before the costly decoding.
     */
    async upload(userId: number, body: unknown): Promise<string> {
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError(undefined, 'imageInvalid');
      const usage = await repo.usageOf(userId, new Date(Date.now() - HOUR_MS));
      if (usage.recentUploads >= quota.uploadsPerHour) throw new RateLimitError('imageUploadsTooFast');
      if (usage.images >= quota.maxImages || usage.bytes >= quota.maxBytes)
        throw new ValidationError(undefined, 'imageQuotaReached');
      const image = await toDietImage(body);
      if (!image.ok)
        throw new ValidationError(undefined, image.reason === 'too-large' ? 'imageTooLarge' : 'imageInvalid');
      if (usage.bytes + image.webp.length > quota.maxBytes)
        throw new ValidationError(undefined, 'imageQuotaReached');
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await store.put(name, image.webp);
      await repo.insert(name, userId, image.webp.length);
      return apiHref(api.diet_image_show, { file: name });
    },
    /** The photo's bytes for its owner; null for anyone else, as for a name that does not exist. */
    async read(userId: number, name: string): Promise<Buffer | null> {
      if (!IMAGE_NAME.test(name) || !(await repo.isOwnedBy(name, userId))) return null;
      return store.read(name);
    },
    /**
     * Removes photos older than `graceMs` that no saved diet of their owner mentions (uploaded into a plan
     * that was never saved, or whose diet or day was deleted since). Answers how many went.
     */
    async pruneUnreferenced(graceMs: number): Promise<number> {
      const names = await repo.unreferenced(new Date(Date.now() - graceMs));
      for (const name of names) {
        await store.remove(name);
        await repo.remove(name);
      }
      await repo.pruneUploadLog(new Date(Date.now() - HOUR_MS));
      return names.length;
    },
  };
}
export type DietImagesService = ReturnType<typeof createDietImagesService>;
