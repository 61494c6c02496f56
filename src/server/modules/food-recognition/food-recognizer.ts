import { AppError } from '../../errors';

/** One label a model gave a photo, with its probability (0–1). */
export interface LabelScore {
  label: string;
  score: number;
}

/** What a recogniser saw in a photo. */
export interface RecognizerAnswer {
  /** Labels best first: the embedded model's food classes only; everything a remote model answered. */
  labels: LabelScore[];
  /**
   * The embedded model's best class over all it knows (food or not), so the service can tell "no food";
   * null for a remote model, which is asked for food labels only.
   */
  bestOverall: LabelScore | null;
}

/**
 * Photo recognition (DECISIONS IMG-11): the embedded ONNX model by default, a remote image-classification
 * endpoint when one is configured. Neither stores the photo.
 */
export interface FoodRecognizer {
  readonly model: 'embedded' | 'remote';
  recognize(image: Buffer): Promise<RecognizerAnswer>;
}

/** The model could not run or answered nonsense (A §8 "inference failed"). */
export class InferenceError extends AppError {
  readonly statusCode = 503;
  readonly code = 'inference_failed';
  constructor(readonly reason: string) {
    super('inferenceFailed');
  }
}

/** The remote model was still not ready after the last try (A §8, IMG-14). */
export class ModelTimeoutError extends AppError {
  readonly statusCode = 504;
  readonly code = 'model_timeout';
  constructor(readonly tries: number) {
    super('modelTimeout');
  }
}

/** Nothing in the photo is food (A §8 'No food detected in image'). */
export class NoFoodDetectedError extends AppError {
  readonly statusCode = 422;
  readonly code = 'no_food_detected';
  constructor() {
    super('noFoodDetected');
  }
}

/** The photo is over the byte limit or the pixel limit. */
export class PhotoTooLargeError extends AppError {
  readonly statusCode = 413;
  readonly code = 'image_too_large';
  constructor() {
    super('foodPhotoTooLarge');
  }
}
