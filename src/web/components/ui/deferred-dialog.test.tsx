import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { DeferredDialog } from './deferred-dialog';

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <DeferredDialog
      open={open}
      onOpenChange={setOpen}
      title="Filters"
      trigger={
        <button type="button" data-testid="open">
          Open filters
        </button>
      }
      testId="dialog"
    >
      <p>Vegan</p>
    </DeferredDialog>
  );
}

describe('a dialog whose code loads after the first render', () => {
  it('shows its trigger alone first; a press opens it once the code is there; closing returns the focus', async () => {
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <Filters />
      </I18nextProvider>,
    );
    const standIn = screen.getByTestId('open');
    expect(screen.queryByTestId('dialog')).toBeNull();
    fireEvent.click(standIn);
    expect((await screen.findByTestId('dialog')).textContent).toContain('Vegan');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('open')));
  });
});
