import { publicSiteSettings } from '@chem/contract';
import { Fragment, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../i18n/catalog';
import { showToast } from '../../../lib/dialogs';
import { formatDateTime } from '../../../lib/format';
import { showSiteSettings } from '../../../lib/site-settings';
import { focusFirstInvalid } from '../../../lib/use-validated-form';
import { errorText } from '../../../lib/error-text';
import { FormActions } from '../../../components/form/form-actions';
import { getSiteSettings, saveSiteSettings, type SiteSettingsAnswer, type SiteSettingsField } from '../api/settings';
import { LoadError, Loading } from '../../../components/admin-ui';
import { adminCatalog } from '../i18n';
import { useLoad } from '../../../lib/use-load';
import { SWITCH_FIELDS, bodyFrom, formFrom, messagesFor, stillSamples, type SettingsForm, type TextField } from './settings-form-model';
import { Group, SwitchInput, TextInput, type InputKind } from './settings-fields';
import { PlaylistList, VideoList } from './settings-lists';
import './settings-section.css';

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

      <Group id="doubts" title={t('admin.settings.group.doubts')} hint={t('admin.settings.group.doubts.hint')}>
        {SWITCH_FIELDS.map((field) => (
          <SwitchInput
            key={field}
            field={field}
            checked={form.switches[field]}
            onChange={(checked) => change({ ...form, switches: { ...form.switches, [field]: checked } })}
          />
        ))}
        {text('doubtsPerDay', { type: 'number', inputMode: 'numeric' })}
      </Group>

      <Group id="practice" title={t('admin.settings.group.practice')} hint={t('admin.settings.group.practice.hint')}>
        {text('practiceFreePerChapter', { type: 'number', inputMode: 'numeric' })}
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
        <FormActions bare busy={saving} submitLabel={t('admin.settings.save')} busyLabel={t('admin.settings.saving')} />
      </div>
    </form>
  );
}
