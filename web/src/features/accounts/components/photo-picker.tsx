import { useId, useState } from 'react';
import { IMAGE_TYPES, UPLOADS } from '@chem/contract';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useT } from '../../../i18n/catalog';
import { accountsCatalog } from '../i18n';

/** Profile photos are shown at most a few hundred pixels wide; this keeps uploads small on mobile data. */
const MAX_EDGE_PX = 800;

/**
 * A phone camera photo is often 3-6 MB, over the 2 MB limit. Rather than turn the student away,
 * scale it down in the browser to a JPEG of at most 800 px; anything that cannot be decoded (or a
 * result still too large) is returned as it was and the form explains the limit.
 */
async function shrinkIfLarge(file: File): Promise<File> {
  const acceptedType = (IMAGE_TYPES as readonly string[]).includes(file.type);
  if ((acceptedType && file.size <= UPLOADS.profilePhoto.maxBytes) || !file.type.startsWith('image/')) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size > UPLOADS.profilePhoto.maxBytes) return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

interface PhotoPickerProps {
  id: string;
  photo: File | null;
  onPhotoChange: (photo: File | null) => void;
  error?: string;
}

export function PhotoPicker({ id, photo, onPhotoChange, error }: PhotoPickerProps) {
  const hintId = useId();
  const errorId = `${id}-error`;
  const previewUrl = useObjectUrl(photo);
  const [preparing, setPreparing] = useState(false);
  const t = useT(accountsCatalog);

  async function choose(file: File | undefined) {
    if (!file) return;
    setPreparing(true);
    const ready = await shrinkIfLarge(file);
    setPreparing(false);
    onPhotoChange(ready);
  }

  return (
    <div className="auth-field auth-photo" data-invalid={error ? true : undefined}>
      <span className="auth-photo-label" id={`${id}-label`}>
        {t('accounts.photo.label')}
      </span>
      <div className="auth-photo-row">
        <div className="auth-photo-preview" aria-hidden={previewUrl ? undefined : true}>
          {previewUrl ? (
            <img src={previewUrl} alt={t('accounts.photo.previewAlt')} width={72} height={72} />
          ) : (
            <svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
            </svg>
          )}
        </div>
        <div className="auth-photo-actions">
          {/* The real input stays in the page (visually hidden) so labels, focus and tests reach it. */}
          <input
            id={id}
            name="usersPhoto"
            className="visually-hidden-input"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // Choosing the same file again after removing it must fire change again.
              event.target.value = '';
            }}
          />
          <label htmlFor={id} className="button button-outline button-small">
            {photo ? t('accounts.photo.change') : t('accounts.photo.choose')}
          </label>
          <p id={hintId} className="auth-field-hint">
            {preparing ? t('accounts.photo.preparing') : photo ? photo.name : t('accounts.photo.hint')}
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
