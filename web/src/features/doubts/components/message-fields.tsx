import { useId, useState } from 'react';
import { DOUBT_LIMITS, UPLOADS } from '@chem/contract';
import { ChemText } from '../../../components/chem-text/chem-text';
import { useObjectUrl } from '../../../lib/use-object-url';
import { formatCount } from '../../../lib/format';
import { useT } from '../../../i18n/catalog';
import { addPhotos, type PhotoProblem } from '../doubt-model';
import { doubtsCatalog } from '../i18n';
import { useDebounced } from './use-debounced';

const PHOTO_PROBLEMS = {
  tooMany: 'doubts.photos.tooMany',
  tooLarge: 'doubts.photos.tooLarge',
  wrongType: 'doubts.photos.wrongType',
} as const satisfies Record<PhotoProblem, string>;

const MB = 1024 * 1024;

interface MessageFieldsProps {
  /** The text box's label: "Your doubt", "Your follow-up". */
  label: string;
  text: string;
  onText: (text: string) => void;
  photos: readonly File[];
  onPhotos: (photos: File[]) => void;
  disabled: boolean;
}

/**
 * The words and photos of a doubt or a follow-up: the text box with its count and, under it, the
 * text as the teacher will see it (formulas drawn) once the student pauses; up to three photos
 * from the camera or the gallery, checked before anything is sent, each with Remove.
 */
export function MessageFields({ label, text, onText, photos, onPhotos, disabled }: MessageFieldsProps) {
  const t = useT(doubtsCatalog);
  const id = useId();
  const preview = useDebounced(text, 400);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const full = photos.length >= DOUBT_LIMITS.photos;

  return (
    <>
      <div className="doubt-field">
        <label htmlFor={`${id}-text`}>{label}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={5}
          maxLength={DOUBT_LIMITS.textChars}
          disabled={disabled}
          aria-describedby={`${id}-text-hint`}
          onChange={(event) => onText(event.target.value)}
        />
        <p id={`${id}-text-hint`} className="doubt-hint">
          {t('doubts.text.hint')}{' '}
          <span className="doubt-count">
            {t('doubts.text.count', { count: formatCount(text.length), max: formatCount(DOUBT_LIMITS.textChars) })}
          </span>
        </p>
      </div>
      {preview.trim() !== '' && (
        <div className="doubt-preview" aria-live="polite">
          <p className="doubt-preview-label">{t('doubts.text.preview')}</p>
          <ChemText as="div" className="doubt-text" text={preview} showProblems />
        </div>
      )}

      <div className="doubt-field">
        <input
          id={`${id}-photos`}
          className="visually-hidden doubt-file-input"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          aria-describedby={`${id}-photos-hint`}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            // The same photo may be picked again after a Remove.
            event.target.value = '';
            const added = addPhotos(photos, picked);
            setProblem(added.problem);
            onPhotos(added.photos);
          }}
        />
        <label
          htmlFor={`${id}-photos`}
          className="button button-outline button-small doubt-file-button"
          data-disabled={disabled || full || undefined}
        >
          {t('doubts.photos.add')}
        </label>
        <p id={`${id}-photos-hint`} className="doubt-hint">
          {t('doubts.photos.hint', { max: DOUBT_LIMITS.photos, megabytes: UPLOADS.doubtPhoto.maxBytes / MB })}
        </p>
        {problem && (
          <p className="doubt-problem" role="alert">
            {t(PHOTO_PROBLEMS[problem], { max: DOUBT_LIMITS.photos, megabytes: UPLOADS.doubtPhoto.maxBytes / MB })}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="doubt-thumbs" aria-label={t('doubts.photos.chosen', { count: photos.length })}>
            {photos.map((photo, index) => (
              <PhotoThumb
                key={`${photo.name}-${photo.size}-${photo.lastModified}-${index}`}
                photo={photo}
                number={index + 1}
                disabled={disabled}
                onRemove={() => {
                  setProblem(null);
                  onPhotos(photos.filter((_kept, at) => at !== index));
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function PhotoThumb({ photo, number, disabled, onRemove }: { photo: File; number: number; disabled: boolean; onRemove: () => void }) {
  const t = useT(doubtsCatalog);
  const url = useObjectUrl(photo);
  return (
    <li className="doubt-thumb">
      {url && <img src={url} alt={t('doubts.photos.photo', { number })} />}
      <button
        type="button"
        className="doubt-thumb-remove"
        disabled={disabled}
        onClick={onRemove}
        aria-label={t('doubts.photos.remove', { number })}
      >
        {t('doubts.photos.removeShort')}
      </button>
    </li>
  );
}
