import { useEffect, useState } from 'react';
import { failureText, isAbort } from '../api/failure';
import { listUsers, type AdminUser } from '../api/users';
import { formatCount, formatDate, formatRupees } from './format';
import { EmptyState, Loading } from './section-state';
import { InvoiceButton } from './invoice-button';
import { PAYMENT_BADGE, StatusBadge } from './status-badge';

const SEARCH_DELAY_MS = 300;

interface UsersState {
  users: AdminUser[];
  nextCursor: string | null;
  truncated: boolean;
}

/**
 * Users, newest first, a page at a time (Load more), or the matches of a search on the start of
 * a name or an email: usable with thousands of students without loading them all.
 */
export default function UsersSection() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<UsersState | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Which request the shown state answers: while it differs from the current one, a load is running.
  const [settled, setSettled] = useState<{ key: string; error: unknown }>({ key: '', error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const requestKey = `${attempt}:${query}`;

  // Typing settles before a search is sent, so each keystroke does not cost a request.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    listUsers({ search: query }, controller.signal)
      .then((page) => {
        setState(page);
        setSettled({ key: requestKey, error: null });
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        console.error('Could not load users', failure);
        setSettled({ key: requestKey, error: failure });
      });
    return () => controller.abort();
  }, [query, requestKey]);

  const loading = settled.key !== requestKey || loadingMore;
  const error = settled.key === requestKey ? settled.error : null;

  async function loadMore() {
    if (!state?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await listUsers({ search: query, cursor: state.nextCursor });
      setState({ users: [...state.users, ...page.users], nextCursor: page.nextCursor, truncated: page.truncated });
    } catch (failure) {
      console.error('Could not load more users', failure);
      setSettled({ key: requestKey, error: failure });
    } finally {
      setLoadingMore(false);
    }
  }

  const users = state?.users ?? [];
  return (
    <>
      <form className="admin-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="admin-field admin-search">
          <label htmlFor="user-search">Search users</label>
          <input
            id="user-search"
            type="search"
            placeholder="Start of a name or email"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby="user-search-hint"
          />
          <p id="user-search-hint" className="admin-hint">
            Finds names and emails that start with what you type.
          </p>
        </div>
      </form>

      {error != null && (
        <div className="admin-notice admin-notice-error" role="alert">
          <p>{failureText(error, 'Could not load users.')}</p>
          <button type="button" className="button button-outline button-small" onClick={() => setAttempt((value) => value + 1)}>
            Try again
          </button>
        </div>
      )}

      {state === null && loading && <Loading label="Loading users..." />}
      {state !== null && users.length === 0 && !loading && (
        <EmptyState>{query ? `No users found for “${query}”.` : 'No users yet.'}</EmptyState>
      )}

      {users.length > 0 && (
        <div className="shell-table-wrap">
          <table className="shell-table">
            <caption className="visually-hidden">Users{query ? `, matching “${query}”` : ', newest first'}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">School</th>
                <th scope="col">Course</th>
                <th scope="col">Joined</th>
                <th scope="col">Subscription</th>
                <th scope="col">Latest payment</th>
                <th scope="col">Downloads</th>
              </tr>
            </thead>
            <tbody aria-busy={loading}>
              {users.map((user) => (
                <tr key={user._id}>
                  {/* One span per cell: on phones each cell is a two-column grid of its label and this. */}
                  <th scope="row" data-label="Name">
                    <span>
                      {user.name || '—'}
                      {user.role === 'admin' && <span className="admin-role"> (admin)</span>}
                      {user.deleted && (
                        <>
                          {' '}
                          <StatusBadge status="deleted" />
                        </>
                      )}
                    </span>
                  </th>
                  <td data-label="Email">
                    <span>{user.deleted ? '—' : <a href={`mailto:${user.email}`}>{user.email}</a>}</span>
                  </td>
                  <td data-label="Phone">
                    <span>{user.phone || '—'}</span>
                  </td>
                  <td data-label="School">
                    <span>{user.school || '—'}</span>
                  </td>
                  <td data-label="Course">
                    <span>{user.course || '—'}</span>
                  </td>
                  <td data-label="Joined">
                    <span>{formatDate(user.createdAt) || '—'}</span>
                  </td>
                  <td data-label="Subscription">
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
                  <td data-label="Latest payment">
                    <span>
                      {user.latestPayment ? (
                        <>
                          <StatusBadge status={PAYMENT_BADGE[user.latestPayment.status]} /> {formatRupees(user.latestPayment.amount)}{' '}
                          {user.latestPayment.planName}, {formatDate(user.latestPayment.at)}
                          {user.latestPayment.paymentId && (
                            <InvoiceButton paymentId={user.latestPayment.paymentId} studentName={user.name} />
                          )}
                        </>
                      ) : (
                        <StatusBadge status="none" />
                      )}
                    </span>
                  </td>
                  <td data-label="Downloads">
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
          {state && users.length > 0 && `Showing ${users.length} user${users.length === 1 ? '' : 's'}.`}
          {state?.truncated && ' Only the first matches are shown: type more to narrow the search.'}
        </p>
        {state?.nextCursor && (
          <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loading}>
            {loading ? 'Loading...' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}
