import { describe, expect, it } from 'vitest';
import type { CheckUsernameResponse } from '../../../../core/contracts/auth';
import {
  initialLoginState,
  isFormDisabled,
  loginReducer,
  remainingTries,
  showsPassword,
  showsRemainingWarning,
  type LoginAction,
  type LoginState,
} from './login-state';

const EMAIL = 'ada@example.com';
const answer = (status: CheckUsernameResponse['status'], attempts = 0): CheckUsernameResponse => ({
  status,
  exists: status !== 'invalid',
  message: `status ${status}`,
  attempts,
  maxAttempts: 5,
});
const run = (...actions: LoginAction[]): LoginState => actions.reduce(loginReducer, initialLoginState);
const wrongPassword = (attempts: number): LoginAction => ({
  type: 'loginRefused',
  answer: {
    message: `wrong ${attempts}`,
    attempts,
    maxAttempts: 5,
    status: attempts >= 5 ? 'locked' : 'invalid',
  },
});
const found = [
  { type: 'checkStarted', email: EMAIL },
  { type: 'checked', email: EMAIL, answer: answer('valid') },
] as const;

describe('login state machine', () => {
  it('[LOGIN-02] the username check goes idle → checking → valid or invalid', () => {
    expect(initialLoginState.status).toBe('idle');
    expect(run({ type: 'checkStarted', email: EMAIL }).status).toBe('checking');
    expect(run(...found).status).toBe('valid');
    expect(
      run(
        { type: 'checkStarted', email: EMAIL },
        { type: 'checked', email: EMAIL, answer: answer('invalid') },
      ),
    ).toMatchObject({
      status: 'invalid',
      message: 'status invalid',
    });
  });

  it('[LOGIN-02] editing the address makes the status stale; only the latest check counts', () => {
    expect(run(...found, { type: 'emailEdited' }).status).toBe('idle');
    const late = run(
      { type: 'checkStarted', email: 'old@example.com' },
      { type: 'checkStarted', email: EMAIL },
      { type: 'checked', email: 'old@example.com', answer: answer('invalid') },
    );
    expect(late).toMatchObject({ status: 'checking', email: EMAIL });
  });

  it('[LOGIN-03] [LOGIN-01] the password field shows only in state valid', () => {
    expect(showsPassword(initialLoginState)).toBe(false);
    expect(showsPassword(run({ type: 'checkStarted', email: EMAIL }))).toBe(false);
    expect(showsPassword(run(...found))).toBe(true);
    expect(
      showsPassword(
        run(
          { type: 'checkStarted', email: EMAIL },
          { type: 'checked', email: EMAIL, answer: answer('invalid') },
        ),
      ),
    ).toBe(false);
    expect(
      showsPassword(
        run(
          { type: 'checkStarted', email: EMAIL },
          { type: 'checkFailed', email: EMAIL, message: 'offline' },
        ),
      ),
    ).toBe(false);
  });

  it('[LOGIN-04] a locked account hides the password field and disables the form', () => {
    const locked = run(
      { type: 'checkStarted', email: EMAIL },
      { type: 'checked', email: EMAIL, answer: answer('locked', 5) },
    );
    expect(locked.status).toBe('locked');
    expect(showsPassword(locked)).toBe(false);
    expect(isFormDisabled(locked)).toBe(true);
  });

  it('[LOGIN-12] [LOGIN-13] attempts are compared with the maximum; at the maximum the form is disabled and locked', () => {
    let state = run(...found);
    for (let attempts = 1; attempts < 5; attempts += 1) {
      state = loginReducer(loginReducer(state, { type: 'loginStarted' }), wrongPassword(attempts));
      expect(state).toMatchObject({
        status: 'valid',
        attempts,
        alert: `wrong ${attempts}`,
        submitting: false,
      });
      expect(isFormDisabled(state)).toBe(false);
    }
    state = loginReducer(state, wrongPassword(5));
    expect(state.status).toBe('locked');
    expect(isFormDisabled(state)).toBe(true);
    expect(showsPassword(state)).toBe(false);
    // Even an answer that still says "invalid" locks once the count reaches the maximum.
    const atMax = loginReducer(run(...found), {
      type: 'loginRefused',
      answer: { message: 'x', attempts: 5, maxAttempts: 5, status: 'invalid' },
    });
    expect(atMax.status).toBe('locked');
  });

  it('[LOGIN-14] the remaining-tries warning shows when 3 or fewer tries remain', () => {
    const after = (attempts: number) => run(...found, wrongPassword(attempts));
    expect(remainingTries(after(1))).toBe(4);
    expect(showsRemainingWarning(after(1))).toBe(false);
    expect(showsRemainingWarning(after(2))).toBe(true);
    expect(showsRemainingWarning(after(4))).toBe(true);
    expect(remainingTries(after(4))).toBe(1);
    expect(showsRemainingWarning(after(5))).toBe(false); // locked: the locked message speaks instead
    // Failures from earlier visits count too: the check reports them.
    const returning = run(
      { type: 'checkStarted', email: EMAIL },
      { type: 'checked', email: EMAIL, answer: answer('valid', 3) },
    );
    expect(showsRemainingWarning(returning)).toBe(true);
  });

  it('[LOGIN-15] [LOGIN-21] a successful sign-in ends in success with the redirect target and disables the form', () => {
    const state = run(
      ...found,
      { type: 'loginStarted' },
      { type: 'loggedIn', message: 'Signed in', redirectUrl: '/en/recipes/' },
    );
    expect(state).toMatchObject({
      status: 'success',
      message: 'Signed in',
      redirectUrl: '/en/recipes/',
      submitting: false,
    });
    expect(isFormDisabled(state)).toBe(true);
    expect(loginReducer(state, { type: 'emailEdited' })).toBe(state);
  });

  it('[LOGIN-19] a failed call keeps the state and shows its message', () => {
    const state = run(...found, { type: 'loginStarted' }, { type: 'loginFailed', message: 'offline' });
    expect(state).toMatchObject({ status: 'valid', alert: 'offline', submitting: false });
  });
});
