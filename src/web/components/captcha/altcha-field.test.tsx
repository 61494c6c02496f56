import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { AltchaField, type CaptchaHandle } from './altcha-field';
import { defineFakeAltcha, FakeAltchaWidget, fakeWidget } from './testing/fake-altcha-widget';

const { loadAltcha } = vi.hoisted(() => ({ loadAltcha: vi.fn(() => Promise.resolve()) }));
vi.mock('./load-altcha', () => ({ loadAltcha }));

function renderField(onChange: (payload: string | null) => void, locale: 'en' | 'de' = 'en') {
  const handle: { current: CaptchaHandle | null } = { current: null };
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <form>
        <input aria-label="E-mail" />
        <AltchaField
          locale={locale}
          label="Security check"
          onChange={onChange}
          ref={(value) => {
            handle.current = value;
          }}
        />
      </form>
    </I18nextProvider>,
  );
  return handle;
}

describe('ALTCHA field', () => {
  beforeAll(defineFakeAltcha);

  it('[REG-16] loads the widget with our challenge URL and the page language, inside a labelled group', async () => {
    renderField(() => undefined, 'de');
    await waitFor(() => fakeWidget());
    const widget = fakeWidget();
    expect(
      (widget as HTMLElement & { challenge?: string }).challenge ?? widget.getAttribute('challenge'),
    ).toBe('/api/auth/captcha');
    expect((widget as HTMLElement & { language?: string }).language ?? widget.getAttribute('language')).toBe(
      'de',
    );
    expect(screen.getByRole('group', { name: 'Security check' })).toBeTruthy();
  });

  it('[REG-15] reports the payload once solved and nothing when it is reset or expires', async () => {
    const onChange = vi.fn();
    renderField(onChange);
    await waitFor(() => fakeWidget());
    act(() => fakeWidget().solve('p-1'));
    expect(onChange).toHaveBeenLastCalledWith('p-1');
    act(() => fakeWidget().expire());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(fakeWidget().state).toBe('unverified'); // an expired solution is dropped so it can be solved again
  });

  it('renew() drops the used solution and starts a new one', async () => {
    const onChange = vi.fn();
    const handle = renderField(onChange);
    await waitFor(() => fakeWidget());
    act(() => fakeWidget().solve('p-1'));
    await act(async () => handle.current?.renew());
    expect(onChange.mock.calls.slice(-2)).toEqual([[null], ['auto-payload-1']]);
    expect(fakeWidget().verifies).toBe(1);
  });

  it('[REG-26] [LOGIN-09] a challenge that cannot be fetched shows "captcha unavailable"', async () => {
    renderField(() => undefined);
    await waitFor(() => fakeWidget());
    act(() => fakeWidget().fail());
    expect(screen.getByRole('alert').textContent).toBe(
      'The captcha could not be loaded. Please reload the page and try again.',
    );
    act(() => fakeWidget().solve());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts solving at once when the user is already in the form', async () => {
    const onChange = vi.fn();
    loadAltcha.mockReturnValueOnce(new Promise<void>((resolve) => setTimeout(resolve, 20)));
    renderField(onChange);
    screen.getByLabelText('E-mail').focus();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('auto-payload-1'));
  });

  it('waits for the user when the form is not in use', async () => {
    renderField(() => undefined);
    await waitFor(() => fakeWidget());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fakeWidget().verifies).toBe(0);
  });

  it('solve() hands over the solution, solving when there is none yet', async () => {
    const handle = renderField(() => undefined);
    await waitFor(() => fakeWidget());
    await act(async () => expect(await handle.current?.solve()).toBe('auto-payload-1'));
    await act(async () => expect(await handle.current?.solve()).toBe('auto-payload-1')); // solved: no second run
    expect(fakeWidget().verifies).toBe(1);
    act(() => fakeWidget().solve('by-hand'));
    await act(async () => expect(await handle.current?.solve()).toBe('by-hand'));
  });

  it('solve() gives nothing when the challenge cannot be solved', async () => {
    FakeAltchaWidget.verifyOutcome = 'fail';
    try {
      const handle = renderField(() => undefined);
      await waitFor(() => fakeWidget());
      await act(async () => expect(await handle.current?.solve()).toBeNull());
      expect(screen.getByRole('alert').textContent).toBe(
        'The captcha could not be loaded. Please reload the page and try again.',
      );
    } finally {
      FakeAltchaWidget.verifyOutcome = 'solve';
    }
  });

  it('[REG-26] a widget that cannot be loaded shows "captcha unavailable"', async () => {
    loadAltcha.mockReturnValueOnce(Promise.reject(new Error('chunk failed')));
    const handle = renderField(() => undefined);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The captcha could not be loaded. Please reload the page and try again.',
    );
    await act(async () => expect(await handle.current?.solve()).toBeNull());
  });
});
