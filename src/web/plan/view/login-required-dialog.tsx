import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/i18n/locales';
import { Dialog } from '../../components/ui/dialog';
import { LoginLinks } from './login-prompt';

/**
 * A §2 / PGEN-07: saving or downloading needs an account. The plan already waits in this browser; both
 * links bring the user back here (`next`), where it is restored and saved.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  locale,
  nextPath,
  message,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  locale: Locale;
  nextPath: string;
  message?: string | undefined;
}) {
  const { t } = useTranslation('planner');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      description={message ?? t('login.text')}
      testId="login-dialog"
    >
      <p className="text-sm text-slate-700">{t('login.kept')}</p>
      <LoginLinks locale={locale} nextPath={nextPath} />
    </Dialog>
  );
}
