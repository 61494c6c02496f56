import { ApiError } from '../../lib/api-client';
import { isEmailUnverifiedError } from '../../lib/email-verification';

/** A §4: the save states. */
export type SaveStatus = 'idle' | 'saving' | 'success' | 'error';

/**
 * Why a save failed: a stale revision (409), no session (401), an address not confirmed yet (403
 * `email_unverified`, or known before asking), or anything else.
 */
export type SaveFailure = 'conflict' | 'auth' | 'unverified' | 'failed';

export interface SaveState {
  status: SaveStatus;
  failure?: SaveFailure;
  /** The text to show: the server's, or one of the spec's. */
  message?: string;
}

export type SaveAction =
  | { type: 'start' }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: SaveFailure; message: string }
  | { type: 'reset' };

export const initialSaveState: SaveState = { status: 'idle' };

export function saveReducer(state: SaveState, action: SaveAction): SaveState {
  switch (action.type) {
    case 'start':
      // A save while one is running is ignored.
      return state.status === 'saving' ? state : { status: 'saving' };
    case 'succeeded':
      return state.status === 'saving' ? { status: 'success' } : state;
    case 'failed':
      return state.status === 'saving'
        ? { status: 'error', failure: action.failure, message: action.message }
        : state;
    case 'reset':
      return state.status === 'saving' ? state : initialSaveState;
  }
}

export interface SaveTexts {
  /** 'Authentication required. Please log in to save your plan.' */
  authRequired: string;
  /** 'Unable to save the plan.' */
  unableToSave: string;
}

/**
 * A §8: a 401 asks to log in; a 403 `email_unverified` asks to confirm the address; a 409 (someone saved a newer revision) and every other failure show the
 * server's error text, or 'Unable to save the plan.' when the server sent none.
 */
export function classifySaveError(
  error: unknown,
  texts: SaveTexts,
): { failure: SaveFailure; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 401) return { failure: 'auth', message: texts.authRequired };
    if (isEmailUnverifiedError(error)) return { failure: 'unverified', message: error.message };
    const serverText = error.code !== 'http_error' && error.message ? error.message : texts.unableToSave;
    return { failure: error.status === 409 ? 'conflict' : 'failed', message: serverText };
  }
  return { failure: 'failed', message: texts.unableToSave };
}
