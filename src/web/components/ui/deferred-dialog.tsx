import { cloneElement, isValidElement, type MouseEvent, type ReactElement } from 'react';
import { deferred, useDeferred } from '../../lib/deferred';
import type { DialogProps } from './dialog';

/** Radix's dialog (with its focus trap and scroll lock): fetched right after the first render. */
const dialogCode = deferred(() => import('./dialog'));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * `Dialog` for dialogs that open on demand on pages that should render without Radix's code (the catalogue
 * lists): until the code has loaded, the trigger is shown alone and a press on it opens the dialog as soon as
 * the code is there. Needs a controlled `open` / `onOpenChange`.
 */
export function DeferredDialog(props: DialogProps & { open: boolean; onOpenChange(open: boolean): void }) {
  const loaded = useDeferred(dialogCode);
  if (loaded) return <loaded.Dialog {...props} />;
  const { trigger, onOpenChange } = props;
  if (!isValidElement<TriggerProps>(trigger)) return null;
  return cloneElement(trigger as ReactElement<TriggerProps>, {
    onClick: () => {
      onOpenChange(true);
      dialogCode.load().catch(() => undefined);
    },
  });
}
