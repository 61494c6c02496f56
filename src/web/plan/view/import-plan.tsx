import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePlanFile, PLAN_FILE_MAX_BYTES, type ImportResult } from '../lib/plan-file';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

type ImportedPlan = Extract<ImportResult, { ok: true }>;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** PGEN-09..11: "Import plan (.json)"; an invalid file shows why in an alert and changes nothing. */
export function ImportPlanControl({
  onImport,
  disabled,
}: {
  onImport(plan: ImportedPlan): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('planner');
  const inputRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text = '';
    try {
      text = file.size > PLAN_FILE_MAX_BYTES ? '' : await readText(file);
    } catch {
      setFailure(t('import.notJson'));
      return;
    }
    const result =
      file.size > PLAN_FILE_MAX_BYTES ? ({ ok: false, reason: 'tooLarge' } as const) : parsePlanFile(text);
    if (result.ok) onImport(result);
    else
      setFailure(
        result.reason === 'invalid'
          ? t('import.invalid', { path: result.path || '–' })
          : t(`import.${result.reason}`),
      );
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(e) => void read(e)}
        data-testid="import-input"
      />
      <Button variant="small" onClick={() => inputRef.current?.click()} disabled={disabled}>
        {t('header.import')}
      </Button>
      <Dialog
        open={failure !== null}
        onOpenChange={(open) => !open && setFailure(null)}
        title={t('import.failedTitle')}
        description={failure ?? undefined}
        role="alertdialog"
        testId="import-error"
        footer={<Button onClick={() => setFailure(null)}>{t('actions.ok')}</Button>}
      >
        <p className="text-sm text-slate-700">{t('import.unchanged')}</p>
      </Dialog>
    </>
  );
}
