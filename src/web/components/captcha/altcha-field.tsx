import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { useLatest } from '../../lib/use-latest';
import { loadAltcha } from './load-altcha';

/** What a form can ask of its captcha. */
export interface CaptchaHandle {
  /**
   * The solution, solving now when there is none yet (or waiting for the one being solved); null when the
   * widget is not there yet or the challenge could not be fetched or solved.
   */
  solve(): Promise<string | null>;
  /** Drops the current solution and solves a fresh challenge (every solution is accepted once). */
  renew(): void;
}

export interface AltchaFieldProps {
  locale: Locale;
  /** The group's visible name, e.g. "Security check". */
  label: string;
  /** The widget's payload once solved, null whenever there is none (unsolved, expired, failed). */
  onChange: (payload: string | null) => void;
  /** A message for the field, e.g. the form's "captcha missing". */
  error?: string | null;
  /** `hard`: the longer check that lets a correct password through an account's lock (issue 12 A4). */
  level?: 'normal' | 'hard';
  ref?: Ref<CaptchaHandle>;
}

interface StateDetail {
  payload?: string;
  state: string;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The ALTCHA proof-of-work widget (DECISIONS REG-16). It starts solving as soon as the user is in the
 * form, so it is usually done before the submit; a challenge that cannot be fetched or solved shows the
 * "captcha unavailable" message (REG-26, LOGIN-09).
 */
export function AltchaField({ locale, label, onChange, error, level = 'normal', ref }: AltchaFieldProps) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<LoadState>('loading');
  const [unavailable, setUnavailable] = useState(false);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const payloadRef = useRef<string | null>(null);
  const labelId = useId();
  const messageId = useId();
  // For the widget's listeners, attached once per load (not on every render).
  const onChangeRef = useLatest(onChange);

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setLoad('ready'),
      () => active && setLoad('failed'),
    );
    return () => {
      active = false;
    };
  }, []);

  // Listening from the commit on: the widget announces `load` a moment after it is connected.
  useLayoutEffect(() => {
    const widget = widgetRef.current;
    if (load !== 'ready' || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      setUnavailable(detail.state === 'error');
      payloadRef.current = detail.state === 'verified' && detail.payload ? detail.payload : null;
      onChangeRef.current(payloadRef.current);
    };
    // The user may already be in the form when the widget arrives: start solving right away.
    const onLoad = () => {
      if (widget.closest('form')?.contains(document.activeElement) && widget.getState() === 'unverified')
        void widget.verify();
    };
    // An expired solution is worthless: back to unsolved, so the next focus or click solves anew.
    const onExpired = () => {
      onChangeRef.current(null);
      widget.reset();
    };
    widget.addEventListener('statechange', onState);
    widget.addEventListener('expired', onExpired);
    widget.addEventListener('load', onLoad);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('expired', onExpired);
      widget.removeEventListener('load', onLoad);
    };
  }, [load, onChangeRef]);

  useImperativeHandle(
    ref,
    () => ({
      solve() {
        return new Promise<string | null>((resolve) => {
          const widget = widgetRef.current;
          // The widget's methods exist once it has mounted.
          if (!widget || typeof widget.verify !== 'function') return resolve(null);
          const state = widget.getState();
          if (state === 'verified' && payloadRef.current) return resolve(payloadRef.current);
          const settle = (event: Event) => {
            const detail = (event as CustomEvent<StateDetail>).detail;
            if (detail.state === 'verifying') return;
            widget.removeEventListener('statechange', settle);
            resolve(detail.state === 'verified' ? (detail.payload ?? null) : null);
          };
          widget.addEventListener('statechange', settle);
          if (state !== 'verifying') void widget.verify();
        });
      },
      renew() {
        const widget = widgetRef.current;
        if (!widget || typeof widget.verify !== 'function') return;
        // reset() reports the state change (no payload) through the statechange listener.
        widget.reset();
        void widget.verify();
      },
    }),
    [],
  );

  const problem = load === 'failed' || unavailable ? t('errors:captchaUnavailable') : (error ?? null);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={problem ? messageId : undefined}
      className="space-y-2"
      data-testid="captcha"
    >
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      {load === 'ready' ? (
        <altcha-widget
          ref={widgetRef}
          challenge={level === 'hard' ? `${api.auth_captcha.path}?level=hard` : api.auth_captcha.path}
          language={locale}
          auto="onfocus"
          style={{ '--altcha-max-width': '100%', '--altcha-color-primary': '#15803d' }}
        />
      ) : (
        <p
          className="min-h-14 rounded-md border border-slate-300 px-3 py-4 text-sm text-slate-600"
          aria-busy={load === 'loading'}
        >
          {load === 'loading' ? t('common:loading') : null}
        </p>
      )}
      {problem && (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
