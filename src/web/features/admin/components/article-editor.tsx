import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  AdminArticleInput,
  ArticleLanguageInput,
  type ArticleCategoryOption,
  type ArticleStatus,
} from '../../../../core/contracts/admin-content';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  articleOptions,
  contentKeys,
  previewMarkdown,
  useArticleStatus,
  useSaveArticle,
  type AdminArticleAnswer,
} from '../api/content-api';
import { useAdminParams } from '../lib/section-params';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';

/** The preview follows the Markdown once typing pauses this long. */
export const PREVIEW_DELAY_MS = 400;

/** The contract's rules, one flat field per language (the form's fields are flat). */
const { title, slug, description, body } = ArticleLanguageInput.shape;
const { category, publishedAt } = AdminArticleInput.shape;
const ArticleForm = z.object({
  category,
  publishedAt,
  title_pl: title,
  slug_pl: slug,
  description_pl: description,
  body_pl: body,
  title_de: title,
  slug_de: slug,
  description_de: description,
  body_de: body,
  title_en: title,
  slug_en: slug,
  description_en: description,
  body_en: body,
});
type ArticleFormValues = z.input<typeof ArticleForm>;
type ArticleFormData = z.output<typeof ArticleForm>;

const today = () => new Date().toISOString().slice(0, 10);

function formValues(
  article: AdminArticleAnswer | null,
  categories: ArticleCategoryOption[],
): ArticleFormValues {
  const values: Record<string, string> = {
    category: article?.category ?? categories[0]?.key ?? '',
    publishedAt: article?.publishedAt ?? today(),
  };
  for (const locale of LOCALES) {
    const text = article?.languages[locale];
    values[`title_${locale}`] = text?.title ?? '';
    values[`slug_${locale}`] = text?.slug ?? '';
    values[`description_${locale}`] = text?.description ?? '';
    values[`body_${locale}`] = text?.body ?? '';
  }
  return values as ArticleFormValues;
}

function toInput(data: ArticleFormData, status: ArticleStatus): AdminArticleInput {
  const language = (locale: Locale) => ({
    title: data[`title_${locale}`],
    slug: data[`slug_${locale}`],
    description: data[`description_${locale}`],
    body: data[`body_${locale}`],
  });
  return {
    category: data.category,
    publishedAt: data.publishedAt,
    status,
    languages: { pl: language('pl'), de: language('de'), en: language('en') },
  };
}

/** The server names a language's field `languages.<locale>.<field>`; the form, `<field>_<locale>`. */
function formFieldsOf(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, text]) => {
      const match = /^languages\.(pl|de|en)\.(title|slug|description|body)$/.exec(name);
      return [match ? `${match[2]}_${match[1]}` : name, text];
    }),
  );
}

/** `?article=new` or `?article=<id>`: the editor, with the list's categories. */
export function ArticleEditor({
  id,
  categories,
}: {
  id: number | null;
  categories: ArticleCategoryOption[];
}) {
  const { t } = useTranslation('adminContent');
  const article = useQuery({ ...articleOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <ArticleFormView article={null} categories={categories} />;
  if (article.isPending) return <ListSkeleton label={t('articles.loading')} />;
  if (article.isError) return <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  return <ArticleFormView key={article.data.id} article={article.data} categories={categories} />;
}

function ArticleFormView({
  article,
  categories,
}: {
  article: AdminArticleAnswer | null;
  categories: ArticleCategoryOption[];
}) {
  const { t } = useTranslation(['adminContent', 'errors', 'admin']);
  const locale = useLocale();
  const { hrefWith, update } = useAdminParams();
  const save = useSaveArticle(article?.id ?? null);
  const status = useArticleStatus(article?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'unpublish' | 'leave' | null>(null);
  const current: ArticleStatus = article?.status ?? 'draft';
  const { formRef, ...form } = useZodForm(ArticleForm, {
    defaultValues: formValues(article, categories),
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  const dirty = form.formState.isDirty;

  // The unsaved-changes guard: the browser asks before the page is left or reloaded.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const backToList = () => update({ article: null });
  const changeStatus = (next: ArticleStatus) =>
    status.mutate(next, {
      onSuccess: () =>
        toast.success(t(next === 'published' ? 'articles.publishedToast' : 'articles.unpublishedToast')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('articles.saveFailed')),
      onSettled: () => setConfirm(null),
    });

  return (
    <div className="min-w-0" data-testid="admin-article-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Link
          to={hrefWith({ article: null })}
          className="text-sm font-medium text-brand-800 underline"
          onClick={(event) => {
            if (!dirty) return;
            event.preventDefault();
            setConfirm('leave');
          }}
        >
          {t('articles.back')}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StatusBadge status={current} />
          {article && <span className="font-mono break-all">{article.key}</span>}
        </p>
      </div>
      <h2 className="mb-4 text-xl font-semibold text-slate-900">
        {article ? article.languages[locale].title : t('articles.newTitle')}
      </h2>
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              const saved = await save.mutateAsync(toInput(data, current));
              form.reset(formValues(saved, categories));
              toast.success(t('articles.saved'));
              if (!article) update({ article: saved.id });
            } catch (error) {
              if (error instanceof ApiError) {
                form.setServerErrors(formFieldsOf(error.fields), true);
                setFailure(error.message);
              } else setFailure(t('articles.saveFailed'));
            }
          })
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <SelectField
            id="article-category"
            label={t('articles.category')}
            options={categories.map((c) => ({ value: c.key, label: c.names[locale] }))}
            {...form.field('category')}
          />
          <TextField
            id="article-published-at"
            type="date"
            label={t('articles.publishedAt')}
            {...form.field('publishedAt')}
          />
        </div>
        <div className="grid gap-6 xl:grid-cols-3">
          {LOCALES.map((language) => (
            <fieldset
              key={language}
              className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4"
              data-testid={`admin-article-${language}`}
            >
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t(`admin:languages.${language}`)}
              </legend>
              <TextField
                id={`article-title-${language}`}
                label={t('articles.fieldTitle')}
                {...form.field(`title_${language}`)}
              />
              <TextField
                id={`article-slug-${language}`}
                label={t('articles.slug')}
                hint={t('articles.slugHint')}
                {...form.field(`slug_${language}`)}
              />
              <TextAreaField
                id={`article-description-${language}`}
                rows={3}
                label={t('articles.description')}
                {...form.field(`description_${language}`)}
              />
              <TextAreaField
                id={`article-body-${language}`}
                rows={14}
                className="font-mono"
                label={t('articles.body')}
                hint={t('articles.bodyHint')}
                {...form.field(`body_${language}`)}
              />
              <MarkdownPreview language={language} markdown={form.watch(`body_${language}`)} />
            </fieldset>
          ))}
        </div>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {article && current === 'published' && (
            <Button
              variant="secondary"
              onClick={() => setConfirm('unpublish')}
              data-testid="admin-article-unpublish"
            >
              {t('articles.unpublish')}
            </Button>
          )}
          {article && current === 'draft' && (
            <Button
              variant="secondary"
              busy={status.isPending}
              disabled={dirty}
              title={dirty ? t('articles.saveFirst') : undefined}
              onClick={() => changeStatus('published')}
              data-testid="admin-article-publish"
            >
              {t('articles.publish')}
            </Button>
          )}
          <SubmitButton busy={form.formState.isSubmitting} data-testid="admin-article-save">
            {article ? t('articles.save') : t('articles.saveDraft')}
          </SubmitButton>
        </div>
      </form>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'leave' ? t('articles.leaveTitle') : t('articles.unpublishTitle')}
        description={
          confirm === 'leave'
            ? t('articles.leaveQuestion')
            : t('articles.unpublishQuestion', { title: article?.languages[locale].title ?? '' })
        }
        confirmLabel={confirm === 'leave' ? t('articles.leave') : t('articles.unpublish')}
        busy={status.isPending}
        onConfirm={() => (confirm === 'leave' ? backToList() : changeStatus('draft'))}
      />
    </div>
  );
}

export function StatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('adminContent');
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        status === 'published' ? 'bg-brand-50 text-brand-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      {t(`articles.statuses.${status}`)}
    </span>
  );
}

/** The server's rendering of the Markdown (the same sanitized HTML the public page shows), once typing pauses. */
function MarkdownPreview({ language, markdown }: { language: Locale; markdown: string }) {
  const { t } = useTranslation('adminContent');
  const settled = useDebouncedValue(markdown, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: [...contentKeys.all, 'preview', settled] as const,
    queryFn: ({ signal }) => previewMarkdown(settled, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const headingId = `article-preview-${language}`;
  return (
    <section aria-labelledby={headingId} aria-busy={preview.isFetching || undefined}>
      <h3 id={headingId} className="mb-1 text-sm font-medium text-slate-800">
        {t('articles.preview')}
      </h3>
      {preview.isError ? (
        <Notice tone="error">{t('articles.previewFailed')}</Notice>
      ) : (
        <div
          className="max-h-96 space-y-3 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ol_li]:list-decimal"
          data-testid={`admin-article-preview-${language}`}
          // A region that scrolls is reachable by keyboard, named by its heading.
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          // Sanitized on the server (markdownToSafeHtml), as the public page's body.
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
        />
      )}
    </section>
  );
}
