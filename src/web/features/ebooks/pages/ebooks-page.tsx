import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import {
  EBOOK_PAGE_SIZES,
  EBOOK_PAGE_WINDOW,
  EBOOK_SORTS,
  type EbookSort,
} from '../../../../core/contracts/ebook-options';
import type { EbookLabel } from '../../../../core/contracts/ebooks';
import { Pagination } from '../../../components/catalogue/pagination';
import { SearchForm, useSearchText } from '../../../components/catalogue/search-box';
import { CloseIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { ebookCategoriesOptions, ebookSearchOptions, ebookTagsOptions } from '../api/ebooks-api';
import { EbookCard } from '../components/ebook-card';
import {
  canClearEbooks,
  chooseCategory,
  clearedEbookState,
  ebookStateToParams,
  parseEbookState,
  toggleTag,
  withEbookChange,
  type EbookState,
} from '../lib/ebook-state';

/** EBOOK-08: an advanced group shows its first 10 options, the rest behind "show more". */
const VISIBLE_OPTIONS = 10;
const select = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

/** EBOOK-32..35: the spec's text, and the HTTP status when the server answered at all. */
function failureText(error: unknown, plain: string, withStatus: (status: number) => string): string {
  return error instanceof ApiError && error.status > 0 ? `${plain} ${withStatus(error.status)}` : plain;
}

/**
 * The e-book shop (B §2 "E-book catalogue", issue 16 A1): search, seven sorts, 9/12/15 per page, a category
 * dropdown (choosing the chosen one again deselects it), a tag add-dropdown with removable chips, clear, an
 * advanced dialog with both groups, cards, the summary and pages (window ±3). The URL holds the state.
 */
export function EbooksPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = parseEbookState(params);
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const apply = (next: EbookState) => setParams(ebookStateToParams(next));
  useEffect(() => track({ name: 'page_view', path: '/ebook' }), []);

  const [text, setText] = useSearchText(state.text, (typed) =>
    setParams((previous) => ebookStateToParams(withEbookChange(parseEbookState(previous), { text: typed }))),
  );

  const results = useQuery({
    ...ebookSearchOptions(state, locale),
    placeholderData: keepPreviousData,
    enabled: hasKey,
  });
  const categories = useQuery({ ...ebookCategoriesOptions(locale), enabled: hasKey });
  const tags = useQuery({ ...ebookTagsOptions(locale), enabled: hasKey });

  if (!hasKey)
    return (
      <Frame>
        <p
          role="alert"
          className="rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-900"
          data-testid="missing-key"
        >
          {t('ebooks.missingKey')}
        </p>
      </Frame>
    );

  const data = results.data;
  const total = data?.total ?? 0;
  const from = total === 0 || !data ? 0 : (data.page - 1) * data.perPage + 1;
  const to = data ? Math.min(total, data.page * data.perPage) : 0;
  const tagName = (find: string) => tags.data?.find((tag) => tag.find === find)?.name ?? find;
  const goTo = (page: number) => {
    apply({ ...state, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <Frame>
      <SearchForm
        id="ebook-search"
        label={t('ebooks.search.label')}
        placeholder={t('ebooks.search.placeholder')}
        submit={t('ebooks.search.submit')}
        text={text}
        onText={setText}
        onSubmit={(typed) => apply(withEbookChange(state, { text: typed }))}
      />

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-slate-700">
          {t('ebooks.sort.label')}
          <select
            className={select}
            value={state.sort}
            data-testid="ebook-sort"
            onChange={(event) => apply(withEbookChange(state, { sort: event.target.value as EbookSort }))}
          >
            {EBOOK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`ebooks.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm text-slate-700">
          {t('ebooks.perPage')}
          <select
            className={select}
            value={state.perPage}
            data-testid="ebook-per-page"
            onChange={(event) => apply(withEbookChange(state, { perPage: Number(event.target.value) }))}
          >
            {EBOOK_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <CategoryDropdown
          options={categories.data ?? []}
          chosen={state.category}
          onChoose={(category) => apply(chooseCategory(state, category))}
        />
        <TagAdder
          options={(tags.data ?? []).filter((tag) => !state.tags.includes(tag.find))}
          onAdd={(tag) => apply(toggleTag(state, tag))}
        />
        <AdvancedFilters
          categories={categories.data ?? []}
          tags={tags.data ?? []}
          state={state}
          total={total}
          onCategory={(category) => apply(chooseCategory(state, category))}
          onTag={(tag) => apply(toggleTag(state, tag))}
        />
        {canClearEbooks(state) && (
          <button
            type="button"
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-800 underline"
            data-testid="ebook-clear"
            onClick={() => {
              setText('');
              apply(clearedEbookState());
            }}
          >
            {t('ebooks.clear')}
          </button>
        )}
      </div>

      {state.tags.length > 0 && (
        <div className="mt-3">
          <p className="sr-only">{t('ebooks.tags.selected')}</p>
          <ul className="flex flex-wrap gap-2" data-testid="ebook-tag-chips">
            {state.tags.map((tag) => (
              <li key={tag}>
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-800 py-1 pr-1 pl-3 text-sm text-white">
                  {tagName(tag)}
                  <button
                    type="button"
                    onClick={() => apply(toggleTag(state, tag))}
                    className="rounded-full p-0.5 hover:bg-brand-900"
                    aria-label={t('ebooks.tags.remove', { name: tagName(tag) })}
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {categories.isError && (
        <p className="mt-2 text-sm text-red-800" role="alert">
          {failureText(categories.error, t('ebooks.categoriesError'), (status) =>
            t('ebooks.httpStatus', { status }),
          )}
        </p>
      )}
      {tags.isError && (
        <p className="mt-2 text-sm text-red-800" role="alert">
          {t('ebooks.tagsError')}
        </p>
      )}

      <p aria-live="polite" className="mt-2 h-6 text-sm text-slate-600">
        {results.isFetching && !results.isLoading ? t('ebooks.updating') : ''}
      </p>
      {results.isError && !data ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
          data-testid="ebook-error"
        >
          {failureText(results.error, t('ebooks.error'), (status) => t('ebooks.httpStatus', { status }))}
        </p>
      ) : !data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="skeletons">
          {Array.from({ length: state.perPage }, (_, i) => (
            <li key={i} className="h-96 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-8 text-center text-slate-700" data-testid="empty">
          {t('ebooks.empty')}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700" data-testid="summary">
            {t('ebooks.summary', { from, to, total })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
            {data.items.map((ebook) => (
              <li key={ebook.id}>
                <EbookCard ebook={ebook} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            window={EBOOK_PAGE_WINDOW}
            hrefOf={(page) =>
              `${pathname}?${ebookStateToParams({ ...state, page }).toString()}`.replace(/\?$/, '')
            }
            onPage={goTo}
          />
        </>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('shop');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="ebook-shop">
      <h1 className="text-3xl font-bold">{t('ebooks.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('ebooks.lead')}</p>
      {children}
    </div>
  );
}

/** EBOOK-04, EBOOK-25: the category dropdown; the chosen category, chosen again, is deselected. */
function CategoryDropdown(props: {
  options: EbookLabel[];
  chosen: string | null;
  onChoose: (category: string | null) => void;
}) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chosenName = props.options.find((option) => option.find === props.chosen)?.name;
  const choose = (category: string | null) => {
    props.onChoose(category);
    setOpen(false);
  };
  return (
    <div className="relative flex flex-col text-sm text-slate-700">
      <span id={`${listId}-label`}>{t('ebooks.category.label')}</span>
      <button
        type="button"
        className={`${select} min-w-48 text-left`}
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${listId}-label ${listId}-value`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        data-testid="ebook-category"
      >
        <span id={`${listId}-value`}>{chosenName ?? t('ebooks.category.all')}</span>
      </button>
      {open && (
        <ul
          id={listId}
          className="absolute top-full z-20 mt-1 max-h-72 w-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          data-testid="ebook-category-options"
        >
          <li>
            <button
              type="button"
              className="w-full rounded px-3 py-2 text-left hover:bg-brand-50"
              onClick={() => choose(null)}
            >
              {t('ebooks.category.all')}
            </button>
          </li>
          {props.options.map((option) => (
            <li key={option.find}>
              <button
                type="button"
                aria-pressed={option.find === props.chosen}
                className="w-full rounded px-3 py-2 text-left hover:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-900"
                onClick={() => choose(option.find)}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** EBOOK-05: the tag add-dropdown: choosing a tag adds it (as a chip) and the dropdown is ready again. */
function TagAdder({ options, onAdd }: { options: EbookLabel[]; onAdd: (tag: string) => void }) {
  const { t } = useTranslation('shop');
  return (
    <label className="flex flex-col text-sm text-slate-700">
      {t('ebooks.tags.add')}
      <select
        className={select}
        value=""
        data-testid="ebook-tag-add"
        onChange={(event) => event.target.value && onAdd(event.target.value)}
      >
        <option value="">{t('ebooks.tags.addPlaceholder')}</option>
        {options.map((tag) => (
          <option key={tag.find} value={tag.find}>
            {tag.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** EBOOK-07..09: the advanced dialog with both groups; each shows 10, the rest behind "show more". */
function AdvancedFilters(props: {
  categories: EbookLabel[];
  tags: EbookLabel[];
  state: EbookState;
  total: number;
  onCategory: (category: string) => void;
  onTag: (tag: string) => void;
}) {
  const { t } = useTranslation('shop');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-700"
          data-testid="ebook-advanced"
        >
          {t('ebooks.advanced.open')}
        </button>
      }
      title={t('ebooks.advanced.title')}
      width="lg"
      testId="ebook-advanced-dialog"
      footer={
        <DialogClose>
          <Button>{t('ebooks.advanced.done')}</Button>
        </DialogClose>
      }
    >
      {/* The groups live inside the dialog's content, which closes with it: their expansion starts over. */}
      <AdvancedGroup
        label={t('ebooks.advanced.categories')}
        options={props.categories}
        selected={props.state.category ? [props.state.category] : []}
        onToggle={props.onCategory}
        testId="advanced-categories"
      />
      <AdvancedGroup
        label={t('ebooks.advanced.tags')}
        options={props.tags}
        selected={props.state.tags}
        onToggle={props.onTag}
        testId="advanced-tags"
      />
    </Dialog>
  );
}

function AdvancedGroup(props: {
  label: string;
  options: EbookLabel[];
  selected: string[];
  onToggle: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('shop');
  const [expanded, setExpanded] = useState(false);
  const hidden = props.options.length - VISIBLE_OPTIONS;
  const shown = expanded ? props.options : props.options.slice(0, VISIBLE_OPTIONS);
  return (
    <fieldset className="border-t border-slate-200 py-4" data-testid={props.testId}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{props.label}</legend>
      <ul className="flex flex-wrap gap-2">
        {shown.map((option) => {
          const on = props.selected.includes(option.find);
          return (
            <li key={option.find}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => props.onToggle(option.find)}
                className={`rounded-full border px-3 py-1.5 text-sm ${on ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
              >
                {option.name}
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-800 underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          data-testid={`${props.testId}-more`}
        >
          {expanded ? t('ebooks.advanced.showLess') : t('ebooks.advanced.showMore', { count: hidden })}
        </button>
      )}
    </fieldset>
  );
}
