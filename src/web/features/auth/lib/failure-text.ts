import type { TFunction } from 'i18next';
import type { Failure } from '../api/auth-api';

/** REG-24/25, LOGIN-19/20, PWD-07: the server's own message, or the generic text when there is none. */
export function failureText(failure: Failure, t: TFunction): string {
  if (failure.kind === 'network') return t('errors:network');
  if (failure.code === 'http_error') return t('errors:unknownError');
  return failure.message;
}
