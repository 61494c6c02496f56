import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';

/** PROMO-05: every call to action of the promotion page leads to the registration page in the page's language. */
export function RegisterLink({ className, children }: { className: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <Link to={pageHref('register', locale)} className={className} data-testid="promotion-cta">
      {children}
    </Link>
  );
}
