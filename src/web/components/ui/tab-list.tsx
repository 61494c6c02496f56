import { useRef, type KeyboardEvent } from 'react';
import { tabAfterKey } from '../../lib/tab-keys';

/**
 * A WAI-ARIA tablist of buttons: the chosen tab is the one in the tab order; arrows move round, Home and End go
 * to the ends. The host renders the panels, labelled by `tabId(name)` and named `panelId(name)`.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  tabLabel,
  className,
  testId,
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  tabLabel: (tab: T) => string;
  className: string;
  testId?: (tab: T) => string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(index, event.key, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((name, index) => {
        const chosen = selected === name;
        return (
          <button
            key={name}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={chosen}
            aria-controls={panelId(name)}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onSelect(name)}
            onKeyDown={(event) => onKey(event, index)}
            className={`min-h-11 rounded-md px-3 py-2 text-sm font-semibold ${
              chosen ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:bg-white/60'
            }`}
            data-testid={testId?.(name)}
          >
            {tabLabel(name)}
          </button>
        );
      })}
    </div>
  );
}
