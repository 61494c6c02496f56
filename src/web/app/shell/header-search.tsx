import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchGroup } from '../../../core/contracts/header-search';
import type { Locale } from '../../../core/i18n/locales';
import { api, pageHref, pagePath } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import { HEADER_SEARCH_DEBOUNCE_MS, searchAreaOf } from './search-area';
import { SearchIcon } from '../../components/icons';
import { VoiceButton } from '../../components/voice/voice-button';

/** Items per group in the header (the search landing shows more). */
const ITEMS_PER_GROUP = 3;

type Status = 'idle' | 'loading' | 'done';

/** What an option of the suggestions leads to. */
interface Option {
  id: string;
  url: string;
}

/** The search landing with the query: "all results". */
const allResultsHref = (locale: Locale, q: string) => pageHref('search', locale, {}, { q });

/**
 * The header's search box with suggestions (B §2, §4; HDR-03, HDR-26…34): an ARIA combobox whose listbox
 * holds the groups the site search answers. It asks after a 250 ms pause in typing, shows "searching" at
 * once, then the groups or the no-results message; a reply to an older text is dropped, a failure clears
 * the suggestions silently. Enter without a chosen option (and the form without JS) opens the search
 * landing with the text. Under 768 px it is a button that opens a full-width row under the header.
 */
export function HeaderSearch({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = searchAreaOf(pathname);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const formId = `${id}-form`;

  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** Narrow screens: whether the search row under the header is shown. */
  const [expanded, setExpanded] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** The number of the latest request: a reply carrying another number is stale (HDR-29). */
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancelPending = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => cancelPending, []);

  const clear = () => {
    latest.current += 1;
    cancelPending();
    setGroups([]);
    setStatus('idle');
    setOpen(false);
    setActive(-1);
  };

  function ask(q: string, request: number) {
    const controller = new AbortController();
    inFlight.current = controller;
    apiClient
      .call(api.api_header_search, {
        query: { locale, q, area, limit: ITEMS_PER_GROUP },
        signal: controller.signal,
      })
      .then(
        (answer) => {
          if (request !== latest.current) return;
          setGroups(answer.groups);
          setStatus('done');
        },
        () => {
          // HDR-33: a failure (or an abort, whose request is stale anyway) clears the suggestions silently.
          if (request === latest.current) clear();
        },
      );
  }

  function onType(value: string) {
    setQuery(value);
    setActive(-1);
    const q = value.trim();
    // HDR-26: an empty input clears the results.
    if (!q) return clear();
    latest.current += 1;
    const request = latest.current;
    cancelPending();
    setStatus('loading');
    setOpen(true);
    timer.current = setTimeout(() => ask(q, request), HEADER_SEARCH_DEBOUNCE_MS);
  }

  const options: Option[] = [];
  const optionIndex = new Map<string, number>();
  const addOption = (key: string, url: string) => {
    optionIndex.set(key, options.length);
    options.push({ id: `${id}-option-${options.length}`, url });
  };
  if (status === 'done') {
    for (const group of groups) {
      for (const item of group.items) addOption(`${group.key}:${item.id}`, item.url);
      addOption(`${group.key}:all`, group.viewAllUrl);
    }
    if (groups.length > 0) addOption('all', allResultsHref(locale, query.trim()));
  }

  const finish = () => {
    clear();
    setQuery('');
    setExpanded(false);
  };
  const go = (url: string) => {
    finish();
    // Our pages go through the router; anything else is a plain navigation.
    if (url.startsWith('/')) void navigate(url);
    else window.location.assign(url);
  };

  // HDR-28: a click outside closes the suggestions (and folds the empty row away on narrow screens).
  useEffect(() => {
    if (!open && !expanded) return;
    const closeOutside = (event: MouseEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
      if (!inputRef.current?.value.trim()) setExpanded(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, expanded]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const showPopup = open && status !== 'idle';
  const hasListbox = showPopup && options.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (status !== 'done' || options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const last = options.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((current) =>
        down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Enter' && hasListbox && active >= 0) {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) go(chosen.url);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (showPopup) {
        setOpen(false);
        setActive(-1);
      } else if (query) {
        onType('');
      } else if (expanded) {
        setExpanded(false);
        toggleRef.current?.focus();
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    if (q) go(allResultsHref(locale, q));
  }

  const announcement =
    status === 'loading'
      ? t('search.loading')
      : status === 'done'
        ? groups.length > 0
          ? t('search.found', { count: groups.reduce((sum, group) => sum + group.items.length, 0) })
          : t('search.noResults', { q: query.trim() })
        : '';

  return (
    <div ref={rootRef} className="flex items-center" data-testid="header-search">
      <button
        ref={toggleRef}
        type="button"
        className="flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
        aria-label={t('search.open')}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded((value) => !value)}
        data-testid="header-search-toggle"
      >
        <SearchIcon />
      </button>
      <form
        id={formId}
        role="search"
        action={pagePath('search', locale, {})}
        method="get"
        onSubmit={onSubmit}
        className={`${expanded ? 'block' : 'hidden'} absolute inset-x-0 top-16 z-50 border-b border-slate-200 bg-white px-4 py-2 shadow-sm md:relative md:top-auto md:block md:border-0 md:p-0 md:shadow-none`}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <div className="flex items-center gap-1">
          <div className="relative flex-1">
            <SearchIcon
              width={18}
              height={18}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={inputRef}
              id={`${id}-input`}
              name="q"
              type="search"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={hasListbox}
              aria-controls={hasListbox ? listboxId : undefined}
              aria-activedescendant={hasListbox && active >= 0 ? options[active]?.id : undefined}
              placeholder={t('search.placeholder')}
              value={query}
              onChange={(event) => onType(event.target.value)}
              onFocus={() => status === 'done' && setOpen(true)}
              onKeyDown={onKeyDown}
              className="block h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:bg-white md:w-44 md:text-sm lg:w-72"
              data-testid="header-search-input"
            />
          </div>
          {/* Members speak their search (DECISIONS STT-08: 5000 ms at most); the words fill the field and search. */}
          <VoiceButton
            mode="quick"
            autoApply
            target="header-search"
            onApply={(text) => {
              onType(text);
              inputRef.current?.focus();
            }}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          />
        </div>
        <div role="status" className="sr-only">
          {showPopup ? announcement : ''}
        </div>
        {showPopup && (
          <div
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-b-lg border border-slate-200 bg-white shadow-lg md:right-auto md:w-[26rem] md:rounded-lg"
            data-testid="header-search-popup"
          >
            {status === 'loading' && (
              <p className="px-4 py-3 text-sm text-slate-700" data-testid="header-search-loading">
                {t('search.loading')}
              </p>
            )}
            {status === 'done' && groups.length === 0 && (
              <p className="px-4 py-3 text-sm text-slate-700" data-testid="header-search-empty">
                {t('search.noResults', { q: query.trim() })}
              </p>
            )}
            {hasListbox && (
              <div role="listbox" id={listboxId} aria-label={t('search.suggestions')} className="py-1">
                {groups.map((group) => (
                  <div
                    key={group.key}
                    role="group"
                    aria-labelledby={`${id}-group-${group.key}`}
                    data-testid="header-search-group"
                  >
                    <div
                      role="presentation"
                      id={`${id}-group-${group.key}`}
                      className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {group.label}
                    </div>
                    {group.items.map((item) => (
                      <SuggestionOption
                        key={item.id}
                        option={options[optionIndex.get(`${group.key}:${item.id}`) ?? -1]}
                        index={optionIndex.get(`${group.key}:${item.id}`) ?? -1}
                        active={active}
                        setActive={setActive}
                        go={go}
                      >
                        {item.image ? (
                          <img
                            src={item.image}
                            alt=""
                            loading="lazy"
                            className="h-10 w-10 shrink-0 rounded object-cover"
                          />
                        ) : (
                          <span aria-hidden className="h-10 w-10 shrink-0 rounded bg-slate-100" />
                        )}
                        <span className="min-w-0">
                          <span className="block truncate font-medium text-slate-900">{item.title}</span>
                          {item.subtitle && (
                            <span className="block truncate text-xs text-slate-600">{item.subtitle}</span>
                          )}
                        </span>
                      </SuggestionOption>
                    ))}
                    <SuggestionOption
                      option={options[optionIndex.get(`${group.key}:all`) ?? -1]}
                      index={optionIndex.get(`${group.key}:all`) ?? -1}
                      active={active}
                      setActive={setActive}
                      go={go}
                    >
                      <span className="text-sm font-medium text-brand-800">
                        {t('search.viewAll', { group: group.label })}
                      </span>
                    </SuggestionOption>
                  </div>
                ))}
                <SuggestionOption
                  option={options[optionIndex.get('all') ?? -1]}
                  index={optionIndex.get('all') ?? -1}
                  active={active}
                  setActive={setActive}
                  go={go}
                  testId="header-search-all"
                >
                  <span className="font-semibold text-brand-800">
                    {t('search.allResults', { q: query.trim() })}
                  </span>
                </SuggestionOption>
              </div>
            )}
          </div>
        )}
      </form>
    </div>
  );
}

function SuggestionOption({
  option,
  index,
  active,
  setActive,
  go,
  testId = 'header-search-option',
  children,
}: {
  option: Option | undefined;
  index: number;
  active: number;
  setActive: (index: number) => void;
  go: (url: string) => void;
  testId?: string;
  children: ReactNode;
}) {
  if (!option) return null;
  return (
    <div
      role="option"
      id={option.id}
      aria-selected={index === active}
      data-url={option.url}
      // Keeps the focus in the input: the option is chosen on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(option.url)}
      onMouseEnter={() => setActive(index)}
      className="flex cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-brand-50"
      data-testid={testId}
    >
      {children}
    </div>
  );
}
