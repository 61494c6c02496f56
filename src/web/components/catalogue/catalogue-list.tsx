import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  CATALOGUE_SORTS,
  PAGE_SIZES,
  type CatalogueSort,
  type ShopSort,
} from '../../../core/contracts/catalogue-options';
import type { FilterGroups } from '../../../core/contracts/catalogue';
import { pageHref } from '../../../core/routes';
import { matchTerms } from '../../../core/text/fold';
import { track } from '../../lib/analytics';
import { ApiError } from '../../lib/api-client';
import { useRenderSeed } from '../../lib/render-seed';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../ui/button';
import { DeferredDialog } from '../ui/deferred-dialog';
import { VoiceButton } from '../voice/voice-button';
import {
  activeFilterCount,
  canClear,
  cleared,
  parseState,
  stateToParams,
  toggleValue,
  withChange,
  type CatalogueState,
} from './catalogue-state';
import { FilterGroup } from './filter-group';
import { Pagination } from './pagination';
import { shuffled, TEASERS, withTeasers, type Teaser } from './teasers';

export interface FilterGroupDef {
  /** The request field, e.g. `type`. */
  key: string;
  /** The options list in the filters response, e.g. `categories`. */
  options: string;
  /** Single-select groups keep at most one value (exercise ranges). */
  single?: boolean;
}

/** What the list sends: text, sort, paging and the chosen filter values of each group. */
export type CatalogueSearchBody<Sort extends ShopSort = CatalogueSort> = {
  text: string;
  sort: Sort;
  perPage: number;
  page: number;
  _locale: string;
  [group: string]: string | number | string[];
};

export interface CatalogueSearchPage<Item> {
  items: Item[];
  total: number;
  perPage: number;
  page: number;
  totalPages: number;
  hasMore: boolean;
}

/**
 * A catalogue, as the list needs it: a new catalogue (e-books, diet templates, specialists…) is a new
 * definition beside its feature's api file, with no edit here.
 */
export interface CatalogueDefinition<Item, Sort extends ShopSort = CatalogueSort> {
  /** Names the list in analytics, query keys, test ids and its texts in the `catalogue` namespace (`<kind>.empty`). */
  kind: string;
  /** B §2 and DECISIONS CAT-41: the path its page view is counted under. */
  pageViewPath: string;
  /** The catalogue's two calls, from its feature's `api/` file. */
  search: (body: CatalogueSearchBody<Sort>, signal: AbortSignal) => Promise<CatalogueSearchPage<Item>>;
  filters: (locale: string, signal: AbortSignal) => Promise<FilterGroups>;
  groups: FilterGroupDef[];
  /** Groups also offered as quick selects above the list (exercises). */
  quickGroups?: string[];
  /** The sorts offered (the four by default; the shop's lists add price and discount). */
  sorts?: readonly Sort[];
  /** Teasers after every n-th card: primary and secondary (B §9: 3 and 6; diet templates 4 and 6). */
  teaserEvery?: readonly [number, number];
  /** DECISIONS CAT-47: the exercise list does not scroll up on "previous". */
  scrollOnPrevious: boolean;
  pageWindow: number;
  renderCard: (item: Item) => ReactNode;
  /** How long an answer is fresh (COMP-17: companies 5 minutes); the query client's default otherwise. */
  staleTime?: number;
  /** The list's own single values kept in the URL beside the filter groups (the directory's place). */
  extraKeys?: readonly string[];
  /** What those values add to the request (e.g. the default country when none is chosen). */
  extraBody?: (extra: Record<string, string>, locale: string) => Record<string, string | number>;
  /** Controls of the list's own (the place picker), under the sort row. */
  renderControls?: (props: ExtraControls) => ReactNode;
  /** Shown beside the results (the map); gets the page's items. */
  renderAside?: (items: Item[], props: ExtraControls) => ReactNode;
}

/** The list's own values and how to change them (a change goes back to page 1). */
export interface ExtraControls {
  extra: Record<string, string>;
  setExtra: (extra: Record<string, string>) => void;
}

const TEXT_DEBOUNCE_MS = 300;

/** The server's own words on a failed search (its error body); a dropped connection or bare status has none. */
const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : null;
const QUICK_OPTIONS = 5;

/** What the list sends; `sort` is one of the definition's sorts (parseState keeps to them). */
export function requestBody<Sort extends ShopSort>(
  state: CatalogueState,
  locale: string,
  extraBody?: CatalogueDefinition<unknown, Sort>['extraBody'],
): CatalogueSearchBody<Sort> {
  return {
    text: state.text,
    sort: state.sort as Sort,
    perPage: state.perPage,
    page: state.page,
    _locale: locale,
    ...state.filters,
    ...extraBody?.(state.extra, locale),
  };
}

export function CatalogueList<Item extends { id: number }, Sort extends ShopSort = CatalogueSort>({
  definition,
  apiKey,
}: {
  definition: CatalogueDefinition<Item, Sort>;
  apiKey: string | null;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const groupKeys = definition.groups.map((g) => g.key);
  const sorts: readonly ShopSort[] = definition.sorts ?? CATALOGUE_SORTS;
  const extraKeys = definition.extraKeys ?? [];
  const state = parseState(params, groupKeys, sorts, extraKeys);
  const [text, setText] = useState(state.text);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const seed = useRenderSeed();
  const hasKey = !!apiKey && apiKey.trim() !== '';
  const kind = definition.kind;
  const pageViewPath = definition.pageViewPath;
  useEffect(() => track({ name: 'page_view', path: pageViewPath }), [pageViewPath]);

  const apply = (next: CatalogueState, options: { replace?: boolean } = {}) =>
    setParams(stateToParams(next), { replace: options.replace ?? false });

  // The URL is the source of truth: back/forward or a shared link puts its text into the box.
  const [textInUrl, setTextInUrl] = useState(state.text);
  if (textInUrl !== state.text) {
    setTextInUrl(state.text);
    setText(state.text);
  }
  // Text typed into the server-rendered box before the page came alive is taken up, not dropped; and every
  // input event is heard natively too, since one that arrives while React is still hydrating never reaches
  // onChange (the box then showed one text and searched another).
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = searchInput.current;
    if (!input) return;
    const takeUp = () => setText(input.value);
    if (input.value !== state.text) takeUp();
    input.addEventListener('input', takeUp);
    return () => input.removeEventListener('input', takeUp);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const groupList = groupKeys.join(',');
  const extraList = extraKeys.join(',');
  const committedText = state.text;
  useEffect(() => {
    // Only a real edit navigates: other URL changes (sort, back button) must not add history entries.
    if (text.trim() === committedText) return;
    const timer = setTimeout(() => {
      setParams((previous) =>
        stateToParams(
          withChange(parseState(previous, groupList.split(','), sorts, extraList.split(',')), {
            text: text.trim(),
          }),
        ),
      );
      track({ name: 'search', list: kind, text: text.trim() });
    }, TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committedText, setParams, groupList, extraList, sorts, kind]);

  const body = requestBody<Sort>(state, locale, definition.extraBody);
  const results = useQuery({
    queryKey: [kind, 'search', body],
    queryFn: async ({ signal }) => ({
      ...(await definition.search(body, signal)),
      requestedPage: body.page,
    }),
    placeholderData: keepPreviousData,
    enabled: hasKey,
    ...(definition.staleTime !== undefined ? { staleTime: definition.staleTime } : {}),
  });
  const filterOptions = useQuery({
    queryKey: [kind, 'filters', locale],
    queryFn: ({ signal }) => definition.filters(locale, signal),
    staleTime: Infinity,
    enabled: hasKey,
  });

  // CAT-34: the server clamps the page; the URL follows without a new history entry.
  const data = results.data;
  const clampTo = data && data.requestedPage === state.page && data.page !== state.page ? data.page : null;
  useEffect(() => {
    if (clampTo !== null)
      setParams(
        (previous) =>
          stateToParams({
            ...parseState(previous, groupList.split(','), sorts, extraList.split(',')),
            page: clampTo,
          }),
        { replace: true },
      );
  }, [clampTo, setParams, groupList, extraList, sorts]);

  const teasers = useMemo(
    () => ({
      primary: shuffled(
        TEASERS.filter((x) => x.kind === 'primary'),
        seed,
      ),
      secondary: shuffled(
        TEASERS.filter((x) => x.kind === 'secondary'),
        seed + 1,
      ),
    }),
    [seed],
  );

  if (!hasKey) {
    return (
      <p
        role="alert"
        className="rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-900"
        data-testid="missing-key"
      >
        {t(`${kind}.missingKey`)}
      </p>
    );
  }

  // Groups with options; when the options could not be loaded, every group, each saying so (COMP-13).
  const groups = filterOptions.isError
    ? definition.groups
    : definition.groups.filter((g) => (filterOptions.data?.[g.options]?.length ?? 0) > 0);
  const optionLabel = (group: FilterGroupDef, value: string) =>
    filterOptions.data?.[group.options]?.find((option) => option.value === value)?.label ?? value;
  const total = data?.total ?? 0;
  const onToggle = (group: FilterGroupDef, value: string) => {
    apply(toggleValue(state, group.key, value, group.single));
    track({ name: 'filter_applied', list: kind, group: group.key, value });
  };
  const extraControls: ExtraControls = {
    extra: state.extra,
    setExtra: (extra) => apply(withChange(state, { extra })),
  };
  const goTo = (page: number) => {
    const back = page < state.page;
    apply({ ...state, page });
    track({ name: 'pagination_click', list: kind, page });
    if (!(back && !definition.scrollOnPrevious)) window.scrollTo({ top: 0 });
  };
  // The last word typed is short: it matches whole words only (the server's rule, core/text/fold.ts).
  const shortTerm = matchTerms(text).at(-1)?.prefix === false;
  const from = total === 0 ? 0 : (data!.page - 1) * data!.perPage + 1;
  const to = data ? Math.min(total, data.page * data.perPage) : 0;
  const select = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

  return (
    <div data-testid={`catalogue-${kind}`}>
      {/* Without JavaScript the form asks the server for the list with the text (a server-rendered page). */}
      <form
        role="search"
        method="get"
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          apply(withChange(state, { text: text.trim() }));
          track({ name: 'search', list: kind, text: text.trim() });
        }}
      >
        <label className="sr-only" htmlFor={`${kind}-search`}>
          {t('search.label')}
        </label>
        <input
          ref={searchInput}
          id={`${kind}-search`}
          name="text"
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          placeholder={t([`${kind}.placeholder`, 'search.placeholder'])}
          aria-describedby={shortTerm ? `${kind}-search-hint` : undefined}
          className="flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        {/* Members may speak the text (the voice dialog, 10000 ms at most); the applied words search at once. */}
        <VoiceButton
          target={`catalogue-${kind}`}
          onApply={(spoken) => {
            setText(spoken);
            apply(withChange(state, { text: spoken }));
            track({ name: 'search', list: kind, text: spoken });
          }}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center self-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          data-testid="search-submit"
        >
          {data ? t('search.submit', { count: total }) : t('search.submitIdle')}
        </button>
      </form>
      <p
        id={`${kind}-search-hint`}
        className="mt-1 text-sm text-slate-600"
        aria-live="polite"
        data-testid="search-hint"
      >
        {shortTerm ? t('search.shortTermHint') : ''}
      </p>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-slate-700">
          {t('sort.label')}
          <select
            className={select}
            value={state.sort}
            onChange={(e) => apply(withChange(state, { sort: e.target.value as CatalogueState['sort'] }))}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          {t('perPage.label')}
          <select
            className={select}
            value={state.perPage}
            onChange={(e) => apply(withChange(state, { perPage: Number(e.target.value) }))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        {definition.quickGroups?.map((key) => {
          const group = definition.groups.find((g) => g.key === key);
          const options = group ? (filterOptions.data?.[group.options] ?? []) : [];
          if (!group || options.length === 0) return null;
          const chosen = state.filters[key]?.[0] ?? '';
          const shown = options.slice(0, QUICK_OPTIONS);
          const chosenOption = options.find((o) => o.value === chosen);
          if (chosenOption && !shown.includes(chosenOption)) shown.push(chosenOption);
          return (
            <label key={key} className="flex flex-col text-sm text-slate-700">
              {t(`${kind}.groups.${key}`)}
              <select
                className={select}
                value={chosen}
                data-testid={`quick-${key}`}
                onChange={(e) =>
                  apply(
                    withChange(state, {
                      filters: { ...state.filters, [key]: e.target.value ? [e.target.value] : [] },
                    }),
                  )
                }
              >
                <option value="">{t('filters.any')}</option>
                {shown.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        {groups.length > 0 && (
          <DeferredDialog
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            trigger={
              <button
                type="button"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-700"
                data-testid="open-filters"
              >
                {t('filters.open')}
                {activeFilterCount(state) > 0 && ` (${activeFilterCount(state)})`}
              </button>
            }
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            width="lg"
            testId="filters-dialog"
            footer={
              <div className="flex w-full items-center justify-between gap-2">
                {activeFilterCount(state) > 0 ? (
                  <Button variant="text" onClick={() => apply({ ...state, filters: {}, page: 1 })}>
                    {t('filters.clearAll')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button data-testid="filters-show-results" onClick={() => setFiltersOpen(false)}>
                  {t('filters.showResults', { count: total })}
                </Button>
              </div>
            }
          >
            {groups.map((group) => (
              <FilterGroup
                key={group.key}
                label={t(`${kind}.groups.${group.key}`)}
                options={filterOptions.data?.[group.options] ?? []}
                selected={state.filters[group.key] ?? []}
                onToggle={(value) => onToggle(group, value)}
                error={filterOptions.isError ? t('filters.loadError') : null}
              />
            ))}
          </DeferredDialog>
        )}
        {canClear(state) && (
          <button
            type="button"
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 underline"
            data-testid="clear-filters"
            onClick={() => {
              setText('');
              apply(cleared());
            }}
          >
            {t('clear')}
          </button>
        )}
      </div>
      {filterOptions.isError && <p className="mt-2 text-sm text-red-800">{t('filters.loadError')}</p>}
      {definition.renderControls?.(extraControls)}

      <p className="mt-4 text-sm text-slate-700" data-testid="active-line">
        {state.text ? t('active.query', { text: state.text }) : t('active.hint')}
        {activeFilterCount(state) > 0 && ` · ${t('active.filters', { count: activeFilterCount(state) })}`}
      </p>
      {activeFilterCount(state) > 0 && (
        // COMP-04: the chosen filters as chips, each removable on its own.
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('active.chips')} data-testid="active-chips">
          {definition.groups.flatMap((group) =>
            (state.filters[group.key] ?? []).map((value) => (
              <li key={`${group.key}:${value}`}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-full bg-brand-800 px-3 py-1 text-sm text-white hover:bg-brand-900"
                  onClick={() => onToggle(group, value)}
                  aria-label={t('active.remove', { name: optionLabel(group, value) })}
                >
                  {optionLabel(group, value)}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            )),
          )}
        </ul>
      )}
      <p aria-live="polite" className="h-6 text-sm text-slate-600">
        {results.isFetching && !results.isLoading ? t('updating') : ''}
      </p>

      <div
        className={
          definition.renderAside
            ? 'flex flex-col gap-4 md:grid md:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] md:gap-6'
            : ''
        }
      >
        <div className="min-w-0">
          {results.isError && !data ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
              {serverMessage(results.error) ?? t(`${kind}.error`)}
            </p>
          ) : results.isLoading || !data ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="skeletons">
              {Array.from({ length: state.perPage }, (_, i) => (
                <li key={i} className="h-48 animate-pulse rounded-xl bg-slate-100" />
              ))}
            </ul>
          ) : data.items.length === 0 ? (
            <p
              className="rounded-md border border-slate-200 p-8 text-center text-slate-700"
              data-testid="empty"
            >
              {t(`${kind}.empty`)}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700" data-testid="summary">
                {t(`${kind}.summary`, { from, to, total })}
              </p>
              <ul
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                data-testid="results"
                aria-busy={results.isFetching || undefined}
              >
                {withTeasers(data.items, ...(definition.teaserEvery ?? [3, 6])).map((slot) =>
                  slot.type === 'item' ? (
                    <li key={slot.item.id}>{definition.renderCard(slot.item)}</li>
                  ) : (
                    <li key={`teaser-${slot.kind}-${slot.index}`}>
                      <TeaserCard teaser={teasers[slot.kind][slot.index % teasers[slot.kind].length]} />
                    </li>
                  ),
                )}
              </ul>
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                window={definition.pageWindow}
                hrefOf={(page) =>
                  `${pathname}?${stateToParams({ ...state, page }).toString()}`.replace(/\?$/, '')
                }
                onPage={goTo}
              />
            </>
          )}
        </div>
        {definition.renderAside && (
          // On a phone the aside (its Map button) comes before the results; beside them from 768 px.
          <div className="order-first md:order-none">
            {definition.renderAside(data?.items ?? [], extraControls)}
          </div>
        )}
      </div>
    </div>
  );
}

function TeaserCard({ teaser }: { teaser: Teaser | undefined }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  if (!teaser) return null;
  return (
    <Link
      to={pageHref(teaser.page, locale)}
      data-testid={`teaser-${teaser.kind}`}
      className={`flex h-full flex-col justify-center rounded-xl p-5 ${teaser.kind === 'primary' ? 'bg-brand-800 text-white' : 'bg-amber-50 text-amber-950'}`}
    >
      <span className="text-xs font-semibold tracking-wide uppercase">{t(`teaser.${teaser.kind}`)}</span>
      <span className="mt-1 text-lg font-bold">{teaser.title[locale]}</span>
      <span className="mt-1 text-sm">{teaser.text[locale]}</span>
    </Link>
  );
}
