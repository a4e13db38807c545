import { AdminField } from '../../../components/form/admin-field';
import { useT } from '../../../i18n/catalog';
import { moved, RowOrderButtons } from '../../../components/admin-ui';
import { adminCatalog } from '../i18n';
import { row, type Row } from './settings-form-model';
import { SampleBadge } from './settings-fields';

const VIDEO_PLACEHOLDER = 'https://www.youtube.com/watch?v=...';
const PLAYLIST_PLACEHOLDER = 'https://www.youtube.com/playlist?list=...';

/** Up, down and remove for one row of a list; the labels say which row. */
function RowButtons<T>({
  rows,
  index,
  label,
  onChange,
}: {
  rows: Array<Row<T>>;
  index: number;
  label: string;
  onChange: (rows: Array<Row<T>>) => void;
}) {
  const t = useT(adminCatalog);
  return (
    <div className="settings-row-buttons">
      <RowOrderButtons
        isFirst={index === 0}
        isLast={index === rows.length - 1}
        labels={{
          up: `${t('admin.settings.moveUp')}: ${label}`,
          down: `${t('admin.settings.moveDown')}: ${label}`,
          remove: `${t('admin.settings.remove')}: ${label}`,
        }}
        onMove={(by) => onChange(moved(rows, index, by))}
        onRemove={() => onChange(rows.filter((_, at) => at !== index))}
      />
    </div>
  );
}

interface ListProps<T> {
  rows: Array<Row<T>>;
  errors: Record<string, string>;
  sample: boolean;
  onChange: (rows: Array<Row<T>>) => void;
}

function ListHeading({ id, title, sample, error }: { id: string; title: string; sample: boolean; error?: string }) {
  return (
    <>
      <h3 id={id} className="settings-list-title">
        {title} {sample && <SampleBadge />}
      </h3>
      {error && (
        <p className="admin-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function VideoList({ rows, errors, sample, onChange }: ListProps<string>) {
  const t = useT(adminCatalog);
  return (
    <section className="settings-list" aria-labelledby="settings-videos-title">
      <ListHeading id="settings-videos-title" title={t('admin.settings.videosTitle')} sample={sample} error={errors.featuredVideoIds} />
      {rows.length === 0 && <p className="admin-muted">{t('admin.settings.noVideos')}</p>}
      <ol className="settings-rows">
        {rows.map((item, index) => {
          const id = `settings-video-${item.key}`;
          const label = t('admin.settings.videoRow', { position: index + 1 });
          const error = errors[`featuredVideoIds.${index}`];
          return (
            <li key={item.key} className="settings-row">
              <AdminField id={id} label={label} error={error}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="url"
                    value={item.value}
                    placeholder={VIDEO_PLACEHOLDER}
                    onChange={(event) =>
                      onChange(rows.map((other) => (other.key === item.key ? { ...other, value: event.target.value } : other)))
                    }
                  />
                )}
              </AdminField>
              <RowButtons rows={rows} index={index} label={label} onChange={onChange} />
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button-outline button-small" onClick={() => onChange([...rows, row('')])}>
        {t('admin.settings.addVideo')}
      </button>
    </section>
  );
}

export function PlaylistList({ rows, errors, sample, onChange }: ListProps<{ name: string; playlistId: string }>) {
  const t = useT(adminCatalog);
  const edit = (key: number, part: 'name' | 'playlistId', value: string) =>
    onChange(rows.map((other) => (other.key === key ? { ...other, value: { ...other.value, [part]: value } } : other)));
  return (
    <section className="settings-list" aria-labelledby="settings-playlists-title">
      <ListHeading id="settings-playlists-title" title={t('admin.settings.playlistsTitle')} sample={sample} error={errors.playlists} />
      <ol className="settings-rows">
        {rows.map((item, index) => {
          const label = t('admin.settings.playlistRow', { position: index + 1 });
          const nameId = `settings-playlist-name-${item.key}`;
          const linkId = `settings-playlist-link-${item.key}`;
          const nameError = errors[`playlists.${index}.name`];
          const linkError = errors[`playlists.${index}.playlistId`];
          return (
            <li key={item.key} className="settings-row">
              <div className="settings-playlist" role="group" aria-label={label}>
                <AdminField id={nameId} label={t('admin.settings.playlistName')} error={nameError}>
                  {(control) => (
                    <input {...control} value={item.value.name} onChange={(event) => edit(item.key, 'name', event.target.value)} />
                  )}
                </AdminField>
                <AdminField id={linkId} label={t('admin.settings.playlistLink')} error={linkError}>
                  {(control) => (
                    <input
                      {...control}
                      inputMode="url"
                      value={item.value.playlistId}
                      placeholder={PLAYLIST_PLACEHOLDER}
                      onChange={(event) => edit(item.key, 'playlistId', event.target.value)}
                    />
                  )}
                </AdminField>
              </div>
              <RowButtons rows={rows} index={index} label={label} onChange={onChange} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button-outline button-small"
        onClick={() => onChange([...rows, row({ name: '', playlistId: '' })])}
      >
        {t('admin.settings.addPlaylist')}
      </button>
    </section>
  );
}
