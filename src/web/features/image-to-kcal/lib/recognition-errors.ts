import { ApiError } from '../../../lib/api-client';

/** The failures of an analysis the page names (IMG-25…29), each a text of the `imageToKcal` catalogue. */
export const RECOGNITION_ERRORS = [
  'notAnImage',
  'imageInvalid',
  'imageTooLarge',
  'noFoodDetected',
  'inferenceFailed',
  'modelTimeout',
  'tooManyRequests',
  'recognitionFailed',
] as const;
export type RecognitionError = (typeof RECOGNITION_ERRORS)[number];

const BY_STATUS: Record<number, RecognitionError> = {
  400: 'imageInvalid',
  413: 'imageTooLarge',
  415: 'imageInvalid',
  422: 'noFoodDetected',
  429: 'tooManyRequests',
  503: 'inferenceFailed',
  504: 'modelTimeout',
};

/** Which message a failed recognise call shows: by the answer's status; anything else failed to recognise. */
export function recognitionErrorOf(error: unknown): RecognitionError {
  if (error instanceof ApiError) return BY_STATUS[error.status] ?? 'recognitionFailed';
  return 'recognitionFailed';
}
