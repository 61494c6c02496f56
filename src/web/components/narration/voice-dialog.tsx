import { useTranslation } from 'react-i18next';
import type { Voice } from '../../../core/contracts/speech';
import { voiceIdOf } from '../../../core/domain/narration';
import { Button } from '../ui/button';
import { DeferredDialog } from '../ui/deferred-dialog';

/** TTS-02: the voice options — a radio list of voices, Generate and Close. */
export function VoiceDialog({
  open,
  onOpenChange,
  voices,
  voice,
  onVoice,
  onGenerate,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  voices: readonly Voice[];
  voice: string;
  onVoice(voice: string): void;
  onGenerate(): void;
}) {
  const { t } = useTranslation('narration');
  return (
    <DeferredDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      closeLabel={t('dialog.close')}
      testId="narration-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} data-testid="narration-close">
            {t('dialog.close')}
          </Button>
          <Button onClick={onGenerate} data-testid="narration-generate">
            {t('dialog.generate')}
          </Button>
        </>
      }
    >
      <fieldset>
        <legend className="mb-2 font-medium text-slate-900">{t('dialog.voices')}</legend>
        <div className="space-y-2">
          {voices.map((option) => {
            const id = voiceIdOf(option);
            return (
              <label key={id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="narration-voice"
                  value={id}
                  checked={voice === id}
                  onChange={() => onVoice(id)}
                  className="h-4 w-4"
                  data-testid={`narration-voice-${id}`}
                />
                {option.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </DeferredDialog>
  );
}
