import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';
import { useCurrentUser } from '../../lib/session';

/** The query parameter the logout route adds to the home page it redirects to. */
export const LOGGED_OUT_PARAM = 'loggedOut';

/**
 * DECISIONS HDR-18: after logout the server sends the browser to the home page with `?loggedOut=1`;
 * a success toast confirms it and the parameter leaves the address bar (a reload shows no toast again).
 */
export function LoggedOutNotice({ onHome }: { onHome: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const params = new URLSearchParams(location.search);
  const loggedOut = onHome && params.has(LOGGED_OUT_PARAM);

  useEffect(() => {
    if (!loggedOut) return;
    if (!user) toast.success(t('session.loggedOut'));
    const rest = new URLSearchParams(location.search);
    rest.delete(LOGGED_OUT_PARAM);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [loggedOut, user, t, navigate, location.pathname, location.search, location.hash]);

  return null;
}
