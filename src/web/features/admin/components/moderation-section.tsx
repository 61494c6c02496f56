import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MODERATION_KINDS,
  PUBLICATION_FILTERS,
  type ModerationKind,
  type PublicationFilter,
} from '../../../../core/contracts/admin-moderation';
import { pageHref } from '../../../../core/routes';
import { useSearchText } from '../../../components/catalogue/search-box';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TabList } from '../../../components/ui/tab-list';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import {
  moderationOptions,
  useSetPublication,
  type ModerationFilter,
  type ModerationRow,
} from '../api/moderation-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody, SearchField, SearchForm } from './list-parts';
import { UnpublishDialog } from './moderation-unpublish-dialog';

const isKind = (value: string | null): value is ModerationKind =>
  (MODERATION_KINDS as readonly (string | null)[]).includes(value);
const isFilter = (value: string | null): value is PublicationFilter =>
  (PUBLICATION_FILTERS as readonly (string | null)[]).includes(value);

/**
 * Moderation of the directory (issue 24 A2): a tab each for specialists and companies (`?tab=`), search by name
 * or owner e-mail, a publication filter, pages; each row publishes, or unpublishes after a question with a reason.
 */
export function ModerationSection() {
  const { t } = useTranslation('adminModeration');
  const { params, update } = useAdminParams();
  const tab = params.get('tab');
  const kind: ModerationKind = isKind(tab) ? tab : 'specialists';
  return (
    <div className="space-y-4">
      <TabList
        tabs={MODERATION_KINDS}
        selected={kind}
        onSelect={(next) =>
          update({ tab: next === 'specialists' ? null : next, q: null, status: null, page: null })
        }
        label={t('tabs.label')}
        tabId={(name) => `moderation-tab-${name}`}
        panelId={(name) => `moderation-panel-${name}`}
        tabLabel={(name) => t(`tabs.${name}`)}
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        testId={(name) => `moderation-tab-${name}`}
      />
      <div role="tabpanel" id={`moderation-panel-${kind}`} aria-labelledby={`moderation-tab-${kind}`}>
        <ModerationList key={kind} kind={kind} />
      </div>
    </div>
  );
}

function ModerationList({ kind }: { kind: ModerationKind }) {
  const { t } = useTranslation('adminModeration');
  const { params, update } = useAdminParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const filter: ModerationFilter = {
    ...(q ? { q } : {}),
    status: isFilter(status) ? status : 'all',
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(moderationOptions(kind, filter));
  const [unpublishing, setUnpublishing] = useState<ModerationRow | null>(null);

  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id={`moderation-search-${kind}`}
          label={t('search')}
          value={text}
          placeholder={t('searchPlaceholder')}
          testId="moderation-search"
          onChange={setText}
        />
        <FilterSelect
          id={`moderation-status-${kind}`}
          label={t('statusFilter')}
          value={filter.status}
          options={PUBLICATION_FILTERS.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminModeration:summary" emptyText={t('empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="moderation-rows">
            {data.items.map((row) => (
              <ModerationItem key={row.id} kind={kind} row={row} onUnpublish={() => setUnpublishing(row)} />
            ))}
          </ul>
        )}
      </ListBody>
      {unpublishing && (
        <UnpublishDialog kind={kind} row={unpublishing} onClose={() => setUnpublishing(null)} />
      )}
    </>
  );
}

function ModerationItem({
  kind,
  row,
  onUnpublish,
}: {
  kind: ModerationKind;
  row: ModerationRow;
  onUnpublish: () => void;
}) {
  const { t } = useTranslation('adminModeration');
  const locale = useLocale();
  const setPublication = useSetPublication(kind);
  const profile = pageHref(kind === 'specialists' ? 'specialistDetail' : 'fitnessClubDetail', locale, {
    idSlug: row.idSlug,
  });
  const publish = () =>
    setPublication.mutate(
      { id: row.id, change: { published: true } },
      {
        onSuccess: () => toast.success(t('publishedToast', { name: row.name })),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('failed')),
      },
    );
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="moderation-row"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-semibold break-words text-slate-900">{row.name}</span>
          <span
            className={`rounded px-2 py-0.5 text-xs font-semibold ${
              row.published ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
            }`}
            data-testid="moderation-status"
          >
            {row.published ? t('statuses.published') : t('statuses.unpublished')}
          </span>
        </p>
        <p className="text-sm break-all text-slate-700">
          {row.ownerEmail ? t('owner', { email: row.ownerEmail }) : t('noOwner')}
        </p>
        {!row.published && row.unpublishedAt && (
          <p className="text-sm text-slate-700">
            {t('unpublishedSince', { date: formatDateTime(row.unpublishedAt, locale) })}
            {row.unpublishedReason && ` · ${t('reason', { reason: row.unpublishedReason })}`}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {row.published && (
          <a
            href={profile}
            className="text-sm font-medium text-brand-800 underline"
            aria-label={t('viewProfileOf', { name: row.name })}
          >
            {t('viewProfile')}
          </a>
        )}
        {row.published ? (
          <Button
            variant="danger"
            onClick={onUnpublish}
            aria-label={t('unpublishOf', { name: row.name })}
            data-testid="moderation-unpublish"
          >
            {t('unpublish')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={setPublication.isPending}
            onClick={publish}
            aria-label={t('publishOf', { name: row.name })}
            data-testid="moderation-publish"
          >
            {t('publish')}
          </Button>
        )}
      </div>
    </li>
  );
}
