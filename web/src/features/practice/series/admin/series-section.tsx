import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { seriesInputSchema, type AdminSeries, type TestSeries } from '@chem/contract';
import { LoadError, Loading, RowActions } from '../../../../components/admin-ui';
import { AdminField } from '../../../../components/form/admin-field';
import { useLoad } from '../../../../lib/use-load';
import { useT } from '../../../../i18n/catalog';
import { seriesPath } from '../../../../config/series-paths';
import { confirmAndDelete } from '../../admin/admin-actions';
import { FormFooter } from '../../admin/form-footer';
import { useCheckedSave } from '../../admin/use-checked-save';
import '../../admin/practice-admin.css';
import { createSeries, deleteSeries, listAdminSeries, updateSeries } from '../api/series';
import { seriesAdminCatalog } from './i18n';

/** Admin › Test series: the series (newest first) with their numbers of tests; create, rename, describe, publish, delete. */
export default function SeriesSection() {
  const state = useLoad('admin-series', listAdminSeries);
  const [editing, setEditing] = useState<AdminSeries | 'new' | null>(null);
  const t = useT(seriesAdminCatalog);

  if (state.status === 'loading') return <Loading label={t('seriesAdmin.loading')} />;
  if (state.status === 'error') return <LoadError error={state.error} fallback={t('seriesAdmin.loadFailed')} onRetry={state.reload} />;
  const { update } = state;
  const all = state.data.series;

  function saved(series: TestSeries) {
    update((current) => {
      const testCount = current.series.find((item) => item._id === series._id)?.testCount ?? 0;
      const next = { ...series, testCount };
      const exists = current.series.some((item) => item._id === series._id);
      return { series: exists ? current.series.map((item) => (item._id === series._id ? next : item)) : [next, ...current.series] };
    });
    setEditing(null);
  }

  // A series with tests is deleted with them detached (they stay, without a series): the dialog says so.
  const remove = (series: AdminSeries) =>
    confirmAndDelete(
      {
        title: t('seriesAdmin.deleteTitle'),
        text: series.testCount > 0 ? t('seriesAdmin.deleteDetachText', { count: series.testCount }) : t('seriesAdmin.deleteText'),
      },
      () => deleteSeries(series._id, series.testCount > 0),
      () => update((current) => ({ series: current.series.filter((item) => item._id !== series._id) })),
    );

  return (
    <div className="practice-admin">
      <p className="form-help">{t('seriesAdmin.lead')}</p>
      {editing ? (
        <SeriesEditor
          key={editing === 'new' ? 'new' : editing._id}
          series={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            {t('seriesAdmin.new')}
          </button>
        </div>
      )}
      {all.length === 0 ? (
        <p className="admin-empty">{t('seriesAdmin.empty')}</p>
      ) : (
        <ul className="question-list">
          {all.map((series) => (
            <li key={series._id} className="question-row">
              <p className="question-row-title">{series.title}</p>
              <p className="question-row-meta">
                {[
                  t('seriesAdmin.facts', { count: series.testCount }),
                  series.published ? t('seriesAdmin.live') : t('seriesAdmin.draft'),
                ].join(' · ')}
                {series.published && (
                  <>
                    {' · '}
                    <Link to={seriesPath(series._id)}>{t('seriesAdmin.view')}</Link>
                  </>
                )}
              </p>
              <RowActions name={series.title} onEdit={() => setEditing(series)} onDelete={() => void remove(series)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SeriesEditor({
  series,
  onSaved,
  onCancel,
}: {
  series: TestSeries | null;
  onSaved: (series: TestSeries) => void;
  onCancel: () => void;
}) {
  const t = useT(seriesAdminCatalog);
  const id = useId();
  const [title, setTitle] = useState(series?.title ?? '');
  const [description, setDescription] = useState(series?.description ?? '');
  const [published, setPublished] = useState(series?.published ?? false);
  const { problems, busy, submit } = useCheckedSave(t('seriesAdmin.saved'), onSaved);

  function save(event: FormEvent) {
    event.preventDefault();
    void submit(seriesInputSchema.safeParse({ title, description, published }), (input) =>
      series ? updateSeries(series._id, input) : createSeries(input),
    );
  }

  return (
    <section className="question-editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{series ? t('seriesAdmin.edit') : t('seriesAdmin.new')}</h2>
      <form className="question-form" onSubmit={save} noValidate>
        <AdminField wrapped label={t('seriesAdmin.title')}>
          <input value={title} onChange={(event) => setTitle(event.target.value)} />
        </AdminField>
        <AdminField wrapped label={t('seriesAdmin.description')}>
          <textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </AdminField>
        <label className="form-check">
          <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
          {t('seriesAdmin.published')}
        </label>
        <FormFooter problems={problems} busy={busy} saveLabel={t('seriesAdmin.save')} onCancel={onCancel} />
      </form>
    </section>
  );
}
