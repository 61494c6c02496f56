import type { CheckUsernameResponse, LoginStatus } from '../../../../core/contracts/auth';

/** A remaining-tries warning shows from this many tries left (LOGIN-14). */
export const LOGIN_WARN_FROM_REMAINING = 3;

/**
 * The sign-in form's state (LOGIN-02, DECISIONS LOGIN-21). `status` is the e-mail check's state
 * (idle → checking → valid | invalid | locked, or error when the check could not run) until the
 * sign-in succeeds (success). A wrong password keeps `valid` and sets `alert`; the last allowed one locks.
 */
export interface LoginState {
  status: LoginStatus;
  /** The address `status` is about; editing the field makes it stale. */
  email: string | null;
  /** The server's words for the status (account found, not found, locked, signed in). */
  message: string | null;
  /** What went wrong with the last sign-in attempt. */
  alert: string | null;
  attempts: number;
  maxAttempts: number | null;
  submitting: boolean;
  redirectUrl: string | null;
}

export type LoginAction =
  | { type: 'emailEdited' }
  | { type: 'checkStarted'; email: string }
  | { type: 'checked'; email: string; answer: CheckUsernameResponse }
  | { type: 'checkFailed'; email: string; message: string }
  | { type: 'loginStarted' }
  | {
      type: 'loginRefused';
      answer: { message: string; attempts: number; maxAttempts: number; status: string };
    }
  | { type: 'loginFailed'; message: string | null }
  | { type: 'loggedIn'; message: string; redirectUrl: string };

export const initialLoginState: LoginState = {
  status: 'idle',
  email: null,
  message: null,
  alert: null,
  attempts: 0,
  maxAttempts: null,
  submitting: false,
  redirectUrl: null,
};

const reachedMax = (attempts: number, maxAttempts: number | null) =>
  maxAttempts !== null && attempts >= maxAttempts;

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'emailEdited':
      // Signed in is final; anything else is about the previous address.
      if (state.status === 'success' || state.status === 'idle') return state;
      return { ...initialLoginState };
    case 'checkStarted':
      return { ...initialLoginState, status: 'checking', email: action.email };
    case 'checked': {
      if (state.status !== 'checking' || state.email !== action.email) return state; // the latest check wins
      const { answer } = action;
      const locked = answer.status === 'locked' || reachedMax(answer.attempts, answer.maxAttempts);
      return {
        ...state,
        status: locked ? 'locked' : answer.status,
        message: answer.message,
        attempts: answer.attempts,
        maxAttempts: answer.maxAttempts,
      };
    }
    case 'checkFailed':
      if (state.status !== 'checking' || state.email !== action.email) return state;
      return { ...state, status: 'error', message: null, alert: action.message };
    case 'loginStarted':
      return { ...state, submitting: true, alert: null };
    case 'loginRefused': {
      const { answer } = action;
      const locked = answer.status === 'locked' || reachedMax(answer.attempts, answer.maxAttempts);
      return {
        ...state,
        submitting: false,
        status: locked ? 'locked' : state.status,
        message: locked ? answer.message : state.message,
        alert: locked ? null : answer.message,
        attempts: answer.attempts,
        maxAttempts: answer.maxAttempts,
      };
    }
    case 'loginFailed':
      return { ...state, submitting: false, alert: action.message };
    case 'loggedIn':
      return {
        ...state,
        submitting: false,
        status: 'success',
        message: action.message,
        alert: null,
        redirectUrl: action.redirectUrl,
      };
  }
}

/** LOGIN-03/04: the password (and the captcha) only once the address is known and not locked. */
export const showsPassword = (state: LoginState) => state.status === 'valid';

/** LOGIN-12: no more tries once the attempts reach the maximum; nothing to do once signed in. */
export const isFormDisabled = (state: LoginState) =>
  state.status === 'locked' || state.status === 'success' || reachedMax(state.attempts, state.maxAttempts);

/** Tries left before the lock, when the server has told us. */
export function remainingTries(state: LoginState): number | null {
  return state.maxAttempts === null ? null : Math.max(0, state.maxAttempts - state.attempts);
}

/** LOGIN-14: warn when 3 or fewer tries remain (and some do: at 0 the locked message speaks). */
export function showsRemainingWarning(state: LoginState): boolean {
  const remaining = remainingTries(state);
  return (
    remaining !== null && remaining > 0 && remaining <= LOGIN_WARN_FROM_REMAINING && state.status === 'valid'
  );
}
