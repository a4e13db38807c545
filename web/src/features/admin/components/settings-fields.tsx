import type { InputHTMLAttributes, ReactNode } from 'react';
import { AdminField } from '../../../components/form/admin-field';
import { useT } from '../../../i18n/catalog';
import { adminCatalog, type AdminMessage } from '../i18n';
import type { SwitchField, TextField } from './settings-form-model';

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
  doubtsPerDay: 'admin.settings.field.doubtsPerDay.hint',
  practiceFreePerChapter: 'admin.settings.field.practiceFreePerChapter.hint',
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

/** What an input's kind changes: the keyboard a phone shows and what the browser may fill in. */
export type InputKind = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** One card of the form: a titled group of fields with a line saying what they are for. */
export function Group({
  id,
  title,
  hint,
  wide,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  wide?: boolean;
  children: ReactNode;
}) {
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

export function SampleBadge() {
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

export function TextInput({ field, value, error, sample, onChange, ...input }: TextInputProps) {
  const t = useT(adminCatalog);
  const id = `settings-${field}`;
  const label = t(`admin.settings.field.${field}` as const);
  const hintId = HINTS[field];
  const hint = hintId && t(hintId);
  const placeholder = PLACEHOLDERS[field];
  return (
    <AdminField
      id={id}
      label={
        <>
          {label} {sample && <SampleBadge />}
        </>
      }
      hint={hint}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </AdminField>
  );
}

/** An on/off setting: the switch with its label, and a line under it saying what it changes. */
export function SwitchInput({ field, checked, onChange }: { field: SwitchField; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT(adminCatalog);
  const id = `settings-${field}`;
  return (
    <div className="settings-switch">
      <label className="admin-switch">
        <input
          id={id}
          name={field}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t(`admin.settings.field.${field}`)}</span>
      </label>
      <p id={`${id}-hint`} className="admin-hint">
        {t(`admin.settings.field.${field}.hint`)}
      </p>
    </div>
  );
}
