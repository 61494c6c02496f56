import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../../../../core/contracts/chat';

const TONES: Record<ChatStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  accepted: 'bg-brand-50 text-brand-900',
  rejected: 'bg-slate-200 text-slate-800',
};

/** A chat's status in words: a request, active, or declined. */
export function StatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useTranslation('chat');
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
