import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/catalog';
import { useLoad } from '../../../lib/use-load';
import { adminCatalog } from '../i18n';
import { listUsers, type AdminUsersPage } from '../api/users';
import { formatDate } from '../../../lib/format';
import { formatCount, formatRupees } from './format';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { InvoiceButton } from './invoice-button';
import { REFUND_REASON } from './refunds-due';
import { PAYMENT_BADGE, StatusBadge } from './status-badge';

const SEARCH_DELAY_MS = 300;

/**
 * Users, newest first, a page at a time (Load more), or the matches of a search on the start of
 * a name or an email: usable with thousands of students without loading them all.
 */
export default function UsersSection() {
  const t = useT(adminCatalog);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const answer = useLoad(query, (signal) => listUsers({ search: query }, signal));
  // While a new search runs, the last list stays on screen (busy) instead of giving way to "Loading".
  const [lastShown, setLastShown] = useState<AdminUsersPage | undefined>(undefined);
  if (answer.data && answer.data !== lastShown) setLastShown(answer.data);
  const state = answer.data ?? lastShown ?? null;
  // A failed Load more, for the list it was to extend: shown until that list is asked again or replaced.
  const [moreFailure, setMoreFailure] = useState<{ list: AdminUsersPage; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  // Typing settles before a search is sent, so each keystroke does not cost a request.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const loading = answer.status === 'loading' || loadingMore;
  const error = answer.error ?? (moreFailure && moreFailure.list === answer.data ? moreFailure.error : null);

  function retry() {
    setMoreFailure(null);
    answer.reload();
  }

  async function loadMore() {
    const shown = answer.data;
    if (!shown?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await listUsers({ search: query, cursor: shown.nextCursor });
      // Only onto the list it continues: a new search meanwhile has its own first page.
      answer.update((current) =>
        current === shown ? { users: [...current.users, ...page.users], nextCursor: page.nextCursor, truncated: page.truncated } : current,
      );
    } catch (failure) {
      console.error('Could not load more users', failure);
      setMoreFailure({ list: shown, error: failure });
    } finally {
      setLoadingMore(false);
    }
  }

  const users = state?.users ?? [];
  return (
    <>
      <form className="admin-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field admin-search">
          <label htmlFor="user-search">{t('admin.users.search')}</label>
          <input
            id="user-search"
            type="search"
            placeholder={t('admin.users.searchPlaceholder')}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="user-search-hint"
          />
          <p id="user-search-hint" className="admin-hint">
            {t('admin.users.searchHint')}
          </p>
        </div>
      </form>

      {error != null && <LoadError error={error} fallback={t('admin.users.loadFailed')} onRetry={retry} />}

      {state === null && loading && <Loading label={t('admin.users.loading')} />}
      {state !== null && users.length === 0 && !loading && (
        <EmptyState>{query ? t('admin.users.noneFound', { query }) : t('admin.users.empty')}</EmptyState>
      )}

      {users.length > 0 && (
        <div className="shell-table-wrap">
          <table className="shell-table">
            <caption className="visually-hidden">
              {query ? t('admin.users.captionMatching', { query }) : t('admin.users.captionNewest')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.name')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.phone')}</th>
                <th scope="col">{t('admin.users.school')}</th>
                <th scope="col">{t('admin.users.course')}</th>
                <th scope="col">{t('admin.users.joined')}</th>
                <th scope="col">{t('admin.users.subscription')}</th>
                <th scope="col">{t('admin.users.latestPayment')}</th>
                <th scope="col">{t('admin.users.downloads')}</th>
              </tr>
            </thead>
            <tbody aria-busy={loading}>
              {users.map((user) => (
                <tr key={user._id}>
                  {/* One span per cell: on phones each cell is a two-column grid of its label and this. */}
                  <th scope="row" data-label={t('admin.users.name')}>
                    <span>
                      {user.name || '—'}
                      {user.role === 'admin' && <span className="admin-role">{t('admin.users.adminRole')}</span>}
                      {user.deleted && (
                        <>
                          {' '}
                          <StatusBadge status="deleted" />
                        </>
                      )}
                    </span>
                  </th>
                  <td data-label={t('admin.users.email')}>
                    <span>{user.deleted ? '—' : <a href={`mailto:${user.email}`}>{user.email}</a>}</span>
                  </td>
                  <td data-label={t('admin.users.phone')}>
                    <span>{user.phone || '—'}</span>
                  </td>
                  <td data-label={t('admin.users.school')}>
                    <span>{user.school || '—'}</span>
                  </td>
                  <td data-label={t('admin.users.course')}>
                    <span>{user.course || '—'}</span>
                  </td>
                  <td data-label={t('admin.users.joined')}>
                    <span>{formatDate(user.createdAt, 'short', '—')}</span>
                  </td>
                  <td data-label={t('admin.users.subscription')}>
                    <span>
                      {user.subscription ? (
                        <>
                          <StatusBadge status={user.subscription.status} /> {user.subscription.planName}
                        </>
                      ) : (
                        <StatusBadge status="none" />
                      )}
                    </span>
                  </td>
                  <td data-label={t('admin.users.latestPayment')}>
                    <span>
                      {user.latestPayment ? (
                        <>
                          <StatusBadge status={PAYMENT_BADGE[user.latestPayment.status]} /> {formatRupees(user.latestPayment.amount)}{' '}
                          {user.latestPayment.planName}, {formatDate(user.latestPayment.at, 'short', '')}
                          {user.latestPayment.refundReason ? (
                            <span className="admin-refund-reason">{t(REFUND_REASON[user.latestPayment.refundReason])}</span>
                          ) : (
                            user.latestPayment.paymentId && (
                              <InvoiceButton paymentId={user.latestPayment.paymentId} studentName={user.name} />
                            )
                          )}
                        </>
                      ) : (
                        <StatusBadge status="none" />
                      )}
                    </span>
                  </td>
                  <td data-label={t('admin.users.downloads')}>
                    {/* An API from before download records sends no count. */}
                    <span>{formatCount(user.downloads ?? 0)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="admin-toolbar">
        <p className="admin-muted" aria-live="polite">
          {state && users.length > 0 && t('admin.users.showing', { count: users.length })}
          {state?.truncated && ` ${t('admin.users.truncated')}`}
        </p>
        {state?.nextCursor && (
          <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loading}>
            {loading ? t('admin.loading') : t('admin.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
