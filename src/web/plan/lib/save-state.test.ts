import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { classifySaveError, initialSaveState, saveReducer, type SaveState } from './save-state';

const TEXTS = {
  authRequired: 'Authentication required. Please log in to save your plan.',
  unableToSave: 'Unable to save the plan.',
};

describe('save state', () => {
  it('[PGEN-31] idle → saving → success, or → error; a second save while saving is ignored', () => {
    expect(initialSaveState).toEqual({ status: 'idle' });
    const saving = saveReducer(initialSaveState, { type: 'start' });
    expect(saving).toEqual({ status: 'saving' });
    expect(saveReducer(saving, { type: 'start' })).toBe(saving);
    expect(saveReducer(saving, { type: 'reset' })).toBe(saving);
    expect(saveReducer(saving, { type: 'succeeded' })).toEqual({ status: 'success' });
    const failed = saveReducer(saving, { type: 'failed', failure: 'failed', message: 'Boom' });
    expect(failed).toEqual({ status: 'error', failure: 'failed', message: 'Boom' });
    // A late answer for a save that is no longer running changes nothing.
    expect(saveReducer(failed, { type: 'succeeded' })).toBe(failed);
    const again: SaveState = saveReducer(failed, { type: 'start' });
    expect(again.status).toBe('saving');
    expect(saveReducer({ status: 'success' }, { type: 'reset' })).toEqual({ status: 'idle' });
  });

  it('[PGEN-33] a failure shows the server’s error, else “Unable to save the plan.”', () => {
    expect(classifySaveError(new ApiError(422, 'Some fields are invalid.', 'validation'), TEXTS)).toEqual({
      failure: 'failed',
      message: 'Some fields are invalid.',
    });
    expect(
      classifySaveError(new ApiError(500, 'Request failed with status 500', 'http_error'), TEXTS),
    ).toEqual({ failure: 'failed', message: 'Unable to save the plan.' });
    expect(classifySaveError(new TypeError('Failed to fetch'), TEXTS)).toEqual({
      failure: 'failed',
      message: 'Unable to save the plan.',
    });
  });

  it('[PGEN-34] a 401 asks to log in with the spec’s text', () => {
    expect(
      classifySaveError(new ApiError(401, 'Please sign in to continue.', 'unauthorized'), TEXTS),
    ).toEqual({
      failure: 'auth',
      message: 'Authentication required. Please log in to save your plan.',
    });
  });

  it('[PGEN-32] a stale revision (409) is a conflict with the server’s message', () => {
    const error = new ApiError(409, 'This plan was changed elsewhere in the meantime.', 'conflict');
    expect(classifySaveError(error, TEXTS)).toEqual({
      failure: 'conflict',
      message: 'This plan was changed elsewhere in the meantime.',
    });
  });

  it('a 403 email_unverified asks to confirm the address; any other 403 is a plain failure', () => {
    const unverified = new ApiError(
      403,
      'Please confirm your e-mail address first. We have sent you a link.',
      'email_unverified',
    );
    expect(classifySaveError(unverified, TEXTS)).toEqual({
      failure: 'unverified',
      message: 'Please confirm your e-mail address first. We have sent you a link.',
    });
    expect(classifySaveError(new ApiError(403, 'Not yours.', 'forbidden'), TEXTS)).toEqual({
      failure: 'failed',
      message: 'Not yours.',
    });
  });
});
