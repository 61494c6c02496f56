import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAccountMenu, type AccountMenuSection } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { useCsrfToken, useCurrentUser, type SessionUser } from '../../lib/session';

/** The signed-in user and their account menu (B §2), in the page's language; a guest gets no sections. */
export function useAccountMenu(locale: Locale): { user: SessionUser | null; sections: AccountMenuSection[] } {
  const user = useCurrentUser();
  const csrfToken = useCsrfToken();
  const { t } = useTranslation();
  const sections = useMemo(
    () => (user ? buildAccountMenu({ locale, roles: user.roles, csrfToken, t: (key) => t(key) }) : []),
    [user, csrfToken, locale, t],
  );
  return { user, sections };
}
