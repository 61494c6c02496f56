/**
 * The ALTCHA widget, loaded the CSP-safe way (DECISIONS REG-16): the `external` build has no inline
 * styles or blob workers; its stylesheet and its proof-of-work worker come from our own bundle.
 * Imported only through `loadAltcha()`, so only the pages with a captcha download it.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/de';
import 'altcha/i18n/pl';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The server issues PBKDF2/SHA-256 challenges (src/server/modules/auth/captcha.ts). */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
