import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanSnapshot } from '../../../../core/contracts/alt-generator';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { cardClass, inputClass } from '../../../components/ui/styles';

/** The plan as a file: its days and meta, as a shared snapshot holds them (issue 20 A8). */
function download(snapshot: PlanSnapshot) {
  const blob = new Blob([JSON.stringify(snapshot, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `nutrio-plan-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Step 4's actions: the plan's name, print, JSON download, the share link, back to step 3, and reset (AGEN-31). */
export function PlanActions({
  locale,
  name,
  onRename,
  snapshot,
  hash,
  onReset,
  onBack,
}: {
  locale: Locale;
  name: string;
  onRename(name: string): void;
  snapshot: PlanSnapshot;
  hash: string | null;
  onReset(): void;
  onBack(): void;
}) {
  const { t } = useTranslation('altGenerator');
  const nameId = useId();
  const [draft, setDraft] = useState(name);
  const shareUrl = hash
    ? `${window.location.origin}${pageHref('dietGenerator', locale, {}, { plan: hash })}`
    : null;

  const copy = async () => {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast.success(t('actions.copied'));
    } catch {
      toast.warning(t('actions.copyFailed'));
    }
  };

  return (
    <section
      aria-label={t('actions.label')}
      className={`${cardClass} space-y-4 print:hidden`}
      data-testid="alt-actions"
    >
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onRename(draft.trim().slice(0, 120));
        }}
      >
        <label
          htmlFor={nameId}
          className="block w-full text-sm font-medium text-slate-800 sm:w-auto sm:flex-1"
        >
          {t('actions.name')}
          <input
            id={nameId}
            className={`${inputClass} mt-1`}
            value={draft}
            maxLength={120}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => draft.trim() !== name && onRename(draft.trim().slice(0, 120))}
            data-testid="alt-plan-name"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('actions.rename')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()} data-testid="alt-print">
          {t('actions.print')}
        </Button>
        <Button variant="secondary" onClick={() => download(snapshot)} data-testid="alt-download">
          {t('actions.download')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button variant="danger" onClick={onReset} data-testid="alt-reset">
          {t('actions.reset')}
        </Button>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('actions.share')}</p>
        {shareUrl ? (
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              readOnly
              value={shareUrl}
              aria-label={t('actions.shareLink')}
              className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
              data-testid="alt-share-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {t('actions.copy')}
            </Button>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600" data-testid="alt-share-link-pending">
            {t('actions.sharePending')}
          </p>
        )}
      </div>
    </section>
  );
}
