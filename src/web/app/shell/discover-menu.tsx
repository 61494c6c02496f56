import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons';
import type { HeaderLinks } from './header-links';
import { discoverGroups } from './nav-items';
import { HeaderNavLink } from './nav-link';

/** The links of an open panel, in reading order (a missing page's '#' link too: it says "soon"). */
const linksIn = (panel: HTMLElement | null): HTMLElement[] =>
  Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? []);

/**
 * The discover mega-menu (HDR-05…09): a disclosure button and a panel with the six groups. Keyboard: Enter,
 * Space or the down arrow open it on its first link; the arrows, Home and End move between links; Escape
 * closes it and returns focus to the button; leaving it (Tab, a click outside, a navigation) closes it.
 */
export function DiscoverMenu({ links }: { links: HeaderLinks }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  /** Opened from the keyboard: its first link takes the focus once it is there. */
  const focusFirst = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      linksIn(panelRef.current)[0]?.focus();
    }
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) {
      linksIn(panelRef.current)[0]?.focus();
      return;
    }
    focusFirst.current = true;
    setOpen(true);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = linksIn(panelRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    const next = move[event.key];
    if (next === undefined || all.length === 0) return;
    event.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };

  const linkClass =
    'block rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50';
  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the button and panel closes it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-expanded:text-brand-800"
        data-testid="discover-button"
      >
        {t('discover.button')}
        <ChevronDownIcon width={16} height={16} className={open ? 'rotate-180' : undefined} />
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          onKeyDown={onPanelKeyDown}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
          data-testid="discover-panel"
        >
          <div className="mx-auto grid max-w-7xl grid-cols-3 gap-6 px-6 py-5 lg:grid-cols-6">
            {discoverGroups(links).map((group) => (
              <div key={group.id} data-testid={`discover-group-${group.id}`}>
                <p
                  id={`${panelId}-${group.id}`}
                  className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t(group.titleKey)}
                </p>
                <ul aria-labelledby={`${panelId}-${group.id}`} className="mt-2 space-y-0.5">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <HeaderNavLink href={item.href} className={linkClass} onClick={() => setOpen(false)}>
                        {t(item.labelKey)}
                      </HeaderNavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
