import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSubPage } from '../../../components/ui/account-sub-page';

/** The directory's editing pages in the account. */
export function EditingFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('directory');
  return (
    <AccountSubPage title={title} lead={lead} backLabel={t('editing.back')} width="wide">
      {children}
    </AccountSubPage>
  );
}
