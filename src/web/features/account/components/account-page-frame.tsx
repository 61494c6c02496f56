import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSubPage } from '../../../components/ui/account-sub-page';

/** The account's own sub-pages (personal data, password). */
export function AccountPageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <AccountSubPage title={title} lead={lead} backLabel={t('back')}>
      {children}
    </AccountSubPage>
  );
}
