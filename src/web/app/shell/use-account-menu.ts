import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAccountMenu, type AccountMenuSection } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { useCsrfToken, useCurrentUser, type SessionUser } from '../../lib/session';

/**
 * The signed-in user and their account menu (B §2), in the page's language; a guest gets no sections. The
 * menu's texts (`account`) come with a signed-in member's pages; one who signs in without a page load (by
 * registering) gets them loaded here, and the sections once they are there.
 */
export function useAccountMenu(locale: Locale): { user: SessionUser | null; sections: AccountMenuSection[] } {
  const user = useCurrentUser();
  const csrfToken = useCsrfToken();
  // A guest needs no account texts: `common` is there already.
  const { t, ready } = useTranslation(user ? 'account' : 'common', { useSuspense: false });
  const sections = useMemo(
    () =>
      user && ready ? buildAccountMenu({ locale, roles: user.roles, csrfToken, t: (key) => t(key) }) : [],
    [user, ready, csrfToken, locale, t],
  );
  return { user, sections };
}
