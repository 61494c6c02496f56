/**
 * A stand-in for `<altcha-widget>` in jsdom (no workers, no crypto): it exposes the methods the field
 * calls and reports its states the way the real widget does (`statechange`, asynchronously).
 */
export class FakeAltchaWidget extends HTMLElement {
  /** What `verify()` ends in: a solution (the default), the error state, or nothing yet. */
  static verifyOutcome: 'solve' | 'fail' | 'hang' = 'solve';
  state = 'unverified';
  resets = 0;
  verifies = 0;

  connectedCallback(): void {
    this.later(() => this.dispatchEvent(new Event('load')));
  }

  getState(): string {
    return this.state;
  }

  reset(): void {
    this.resets += 1;
    this.state = 'unverified';
    this.later(() => this.dispatch('unverified'));
  }

  verify(): Promise<null> {
    this.verifies += 1;
    this.state = 'verifying';
    this.later(() => this.dispatch('verifying'));
    const outcome = FakeAltchaWidget.verifyOutcome;
    const payload = `auto-payload-${this.verifies}`;
    if (outcome === 'solve') this.later(() => this.settle('verified', payload));
    if (outcome === 'fail') this.later(() => this.settle('error'));
    return Promise.resolve(null);
  }

  /** The user (or the test) solves the challenge now. */
  solve(payload = 'captcha-payload'): void {
    this.settle('verified', payload);
  }

  fail(): void {
    this.settle('error');
  }

  expire(): void {
    this.settle('expired');
    this.dispatchEvent(new CustomEvent('expired'));
  }

  private settle(state: string, payload?: string): void {
    this.state = state;
    this.dispatch(state, payload);
  }

  private dispatch(state: string, payload?: string): void {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }

  private later(task: () => void): void {
    void Promise.resolve().then(task);
  }
}

export function defineFakeAltcha(): void {
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltchaWidget);
}

/** The page's widget once the field has loaded it. */
export function fakeWidget(root: ParentNode = document): FakeAltchaWidget {
  const widget = root.querySelector('altcha-widget');
  if (!(widget instanceof FakeAltchaWidget)) throw new Error('no captcha widget on the page');
  return widget;
}
