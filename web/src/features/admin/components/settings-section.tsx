import { publicSiteSettings, sampleFieldsOf, siteSettingsSchema, type SiteSettings } from '@chem/contract';
import { Fragment, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../i18n/catalog';
import { showToast } from '../../../lib/dialogs';
import { formatDateTime } from '../../../lib/format';
import { showSiteSettings } from '../../../lib/site-settings';
import { focusFirstInvalid } from '../../../lib/use-validated-form';
import { errorText } from '../../../lib/error-text';
import {
  getSiteSettings,
  saveSiteSettings,
  type SiteSettingsAnswer,
  type SiteSettingsField,
  type SiteSettingsInput,
} from '../api/settings';
import { FieldMessages, described, schemaMessages } from './field-messages';
import { LoadError, Loading, moved, RowOrderButtons } from '../../../components/admin-ui';
import { adminCatalog, type AdminMessage } from '../i18n';
import { useLoad } from '../../../lib/use-load';
import './settings-section.css';

type TextField = Exclude<SiteSettingsField, 'featuredVideoIds' | 'playlists'>;

/** The fields with a hint under them (the label of every field is `admin.settings.field.<field>`). */
const HINTS: Partial<Record<TextField, AdminMessage>> = {
  tagline: 'admin.settings.field.tagline.hint',
  developerName: 'admin.settings.field.developerName.hint',
  teacherName: 'admin.settings.field.teacherName.hint',
  phone: 'admin.settings.field.phone.hint',
  whatsappNumber: 'admin.settings.field.whatsappNumber.hint',
  channelUrl: 'admin.settings.field.channelUrl.hint',
  playlistsUrl: 'admin.settings.field.playlistsUrl.hint',
  noteDownloadsPerDay: 'admin.settings.field.noteDownloadsPerDay.hint',
};

/** Examples of the expected form: numbers and links, the same in every language. */
const PLACEHOLDERS: Partial<Record<TextField, string>> = {
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  channelUrl: 'https://www.youtube.com/@...',
  playlistsUrl: 'https://www.youtube.com/@.../playlists',
  facebookUrl: 'https://www.facebook.com/...',
  xUrl: 'https://x.com/...',
  instagramUrl: 'https://www.instagram.com/...',
  linkedinUrl: 'https://www.linkedin.com/in/...',
};
const VIDEO_PLACEHOLDER = 'https://www.youtube.com/watch?v=...';
const PLAYLIST_PLACEHOLDER = 'https://www.youtube.com/playlist?list=...';
type InputKind = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

interface Row<T> {
  /** Stable across edits and moves, so React keeps each row's input (and its focus). */
  key: number;
  value: T;
}

interface SettingsForm {
  fields: Record<TextField, string>;
  videos: Array<Row<string>>;
  playlists: Array<Row<{ name: string; playlistId: string }>>;
}

let nextRowKey = 0;
const row = <T,>(value: T): Row<T> => ({ key: nextRowKey++, value });

function formFrom(settings: SiteSettings): SettingsForm {
  const { featuredVideoIds, playlists, noteDownloadsPerDay, ...texts } = settings;
  return {
    fields: { ...texts, noteDownloadsPerDay: String(noteDownloadsPerDay) },
    videos: featuredVideoIds.map(row),
    playlists: playlists.map((playlist) => row({ ...playlist })),
  };
}

/** The request body, as typed; the contract's schema trims, reduces links to ids and checks it. */
function bodyFrom(form: SettingsForm): SiteSettingsInput {
  return {
    ...form.fields,
    featuredVideoIds: form.videos.map((item) => item.value),
    playlists: form.playlists.map((item) => item.value),
  };
}

const messagesFor = (body: SiteSettingsInput) => schemaMessages(siteSettingsSchema, body);

/** Which fields still hold the made-up samples, as the admin types (the server decides the same on save). */
function stillSamples(body: SiteSettingsInput): Set<SiteSettingsField> {
  const asTyped = { ...body, noteDownloadsPerDay: Number(body.noteDownloadsPerDay) } as SiteSettings;
  return new Set(sampleFieldsOf(asTyped));
}

/** Settings: the site's facts the teacher keeps up to date, in one form saved at once. */
export default function SettingsSection() {
  const t = useT(adminCatalog);
  const loaded = useLoad('loaded', getSiteSettings);
  if (loaded.error) return <LoadError error={loaded.error} fallback={t('admin.settings.loadFailed')} onRetry={loaded.reload} />;
  if (!loaded.data) return <Loading label={t('admin.settings.loading')} />;
  return <SettingsEditor answer={loaded.data} onSaved={(answer) => loaded.update(() => answer)} />;
}

function SettingsEditor({ answer, onSaved }: { answer: SiteSettingsAnswer; onSaved: (answer: SiteSettingsAnswer) => void }) {
  const t = useT(adminCatalog);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(() => formFrom(answer.settings));
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(bodyFrom(formFrom(answer.settings))));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const body = bodyFrom(form);
  const samples = stillSamples(body);
  const dirty = JSON.stringify(body) !== savedBody;

  function change(next: SettingsForm) {
    setForm(next);
    // After a first attempt, a fixed field loses its message as soon as it is right.
    if (attempted) setErrors(messagesFor(bodyFrom(next)));
  }
  const setField = (field: TextField) => (value: string) => change({ ...form, fields: { ...form.fields, [field]: value } });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = messagesFor(body);
    const invalid = Object.keys(found).length > 0;
    flushSync(() => {
      setAttempted(true);
      setErrors(found);
      setFormError(invalid ? t('admin.settings.fixErrors') : null);
    });
    if (invalid) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSiteSettings(body);
      onSaved(saved);
      // The server's form of each value: links reduced to ids, the WhatsApp number to digits.
      const fresh = formFrom(saved.settings);
      setForm(fresh);
      setSavedBody(JSON.stringify(bodyFrom(fresh)));
      // This tab's own pages show the new details at once; other visitors within minutes.
      showSiteSettings(publicSiteSettings(saved.settings));
      void showToast(t('admin.settings.saved'));
    } catch (error) {
      setFormError(errorText(error, t('admin.settings.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextField, input: InputKind = {}) => (
    <TextInput
      field={field}
      value={form.fields[field]}
      error={errors[field]}
      sample={samples.has(field as SiteSettingsField)}
      onChange={setField(field)}
      {...input}
    />
  );

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={(event) => void save(event)} aria-describedby="settings-intro">
      <p id="settings-intro" className="admin-muted">
        {t('admin.settings.intro')}
      </p>
      {samples.size > 0 && (
        <div className="settings-notice" role="note">
          <p className="settings-notice-title">{t('admin.settings.samplesTitle')}</p>
          <p>{t('admin.settings.samples')}</p>
        </div>
      )}

      <Group id="site" title={t('admin.settings.group.site')} hint={t('admin.settings.group.site.hint')}>
        {text('siteName')}
        {text('tagline')}
        {text('developerName')}
      </Group>

      <Group id="contacts" title={t('admin.settings.group.contacts')} hint={t('admin.settings.group.contacts.hint')}>
        {text('teacherName', { autoComplete: 'name' })}
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {text('whatsappNumber', { type: 'tel', inputMode: 'numeric' })}
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('location', { autoComplete: 'street-address' })}
      </Group>

      <Group id="links" title={t('admin.settings.group.links')} hint={t('admin.settings.group.links.hint')}>
        {(['channelUrl', 'playlistsUrl', 'facebookUrl', 'xUrl', 'instagramUrl', 'linkedinUrl'] as const).map((field) => (
          <Fragment key={field}>{text(field, { type: 'url', inputMode: 'url' })}</Fragment>
        ))}
      </Group>

      <Group id="videos" title={t('admin.settings.group.videos')} hint={t('admin.settings.group.videos.hint')} wide>
        <VideoList
          rows={form.videos}
          errors={errors}
          sample={samples.has('featuredVideoIds')}
          onChange={(videos) => change({ ...form, videos })}
        />
        <PlaylistList
          rows={form.playlists}
          errors={errors}
          sample={samples.has('playlists')}
          onChange={(playlists) => change({ ...form, playlists })}
        />
      </Group>

      <Group id="notes" title={t('admin.settings.group.notes')} hint={t('admin.settings.group.notes.hint')}>
        {text('noteDownloadsPerDay', { type: 'number', inputMode: 'numeric' })}
      </Group>

      <div className="settings-savebar">
        <div className="settings-savebar-status" aria-live="polite">
          {formError ? (
            <p className="admin-form-error" role="alert">
              {formError}
            </p>
          ) : (
            <p className="admin-muted">
              {dirty
                ? t('admin.settings.unsaved')
                : answer.updatedAt
                  ? t('admin.settings.lastSaved', { when: formatDateTime(answer.updatedAt) })
                  : t('admin.settings.neverSaved')}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? t('admin.settings.saving') : t('admin.settings.save')}
        </button>
      </div>
    </form>
  );
}

function Group({ id, title, hint, wide, children }: { id: string; title: string; hint: string; wide?: boolean; children: ReactNode }) {
  return (
    <fieldset className="settings-group shell-card" aria-describedby={`settings-${id}-hint`}>
      <legend className="shell-card-title">{title}</legend>
      <p id={`settings-${id}-hint`} className="admin-hint">
        {hint}
      </p>
      <div className={wide ? 'settings-stack' : 'admin-form-grid'}>{children}</div>
    </fieldset>
  );
}

function SampleBadge() {
  const t = useT(adminCatalog);
  return (
    <span className="settings-sample">
      {t('admin.settings.sampleBadge')}
      <span className="visually-hidden"> ({t('admin.settings.sampleBadgeLabel')})</span>
    </span>
  );
}

interface TextInputProps extends InputKind {
  field: TextField;
  value: string;
  error: string | undefined;
  sample: boolean;
  onChange: (value: string) => void;
}

function TextInput({ field, value, error, sample, onChange, ...input }: TextInputProps) {
  const t = useT(adminCatalog);
  const id = `settings-${field}`;
  const label = t(`admin.settings.field.${field}` as const);
  const hintId = HINTS[field];
  const hint = hintId && t(hintId);
  const placeholder = PLACEHOLDERS[field];
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        {label} {sample && <SampleBadge />}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...described(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

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

function VideoList({ rows, errors, sample, onChange }: ListProps<string>) {
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
              <div className="admin-field">
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  inputMode="url"
                  value={item.value}
                  placeholder={VIDEO_PLACEHOLDER}
                  onChange={(event) =>
                    onChange(rows.map((other) => (other.key === item.key ? { ...other, value: event.target.value } : other)))
                  }
                  {...described(id, undefined, error)}
                />
                <FieldMessages id={id} error={error} />
              </div>
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

function PlaylistList({ rows, errors, sample, onChange }: ListProps<{ name: string; playlistId: string }>) {
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
                <div className="admin-field">
                  <label htmlFor={nameId}>{t('admin.settings.playlistName')}</label>
                  <input
                    id={nameId}
                    value={item.value.name}
                    onChange={(event) => edit(item.key, 'name', event.target.value)}
                    {...described(nameId, undefined, nameError)}
                  />
                  <FieldMessages id={nameId} error={nameError} />
                </div>
                <div className="admin-field">
                  <label htmlFor={linkId}>{t('admin.settings.playlistLink')}</label>
                  <input
                    id={linkId}
                    inputMode="url"
                    value={item.value.playlistId}
                    placeholder={PLAYLIST_PLACEHOLDER}
                    onChange={(event) => edit(item.key, 'playlistId', event.target.value)}
                    {...described(linkId, undefined, linkError)}
                  />
                  <FieldMessages id={linkId} error={linkError} />
                </div>
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
