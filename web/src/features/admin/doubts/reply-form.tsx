import { DOUBT_LIMITS } from '@chem/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ChemText } from '../../../components/chem-text/chem-text';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { Loaded } from '../../../lib/use-load';
import { replyToDoubt, type AdminDoubt, type DoubtMessage, type SavedReply } from './api';
import { addPhotos, insertReply } from './doubt-model';
import { adminDoubtsCatalog } from './i18n';
import { SavedRepliesManager } from './saved-replies';

const PHOTO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface ReplyFormProps {
  doubt: AdminDoubt;
  replies: Loaded<{ replies: SavedReply[] }>;
  onSent: (doubt: AdminDoubt, message: DoubtMessage) => void;
}

/**
 * The teacher's reply: text in the tests' notation with its preview drawn as the student will see
 * it, up to three photos, a saved reply inserted where the cursor is, and "resolve with this reply".
 */
export function ReplyForm({ doubt, replies, onSent }: ReplyFormProps) {
  const t = useT(adminDoubtsCatalog);
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  // A reply to a resolved doubt would reopen it as answered: keeping it resolved is the default
  // there. A tick counts for the status it was made under (Mark resolved resets it).
  const [resolveChoice, setResolveChoice] = useState<{ status: AdminDoubt['status']; value: boolean } | null>(null);
  const resolve = resolveChoice?.status === doubt.status ? resolveChoice.value : doubt.status === 'resolved';
  const setResolve = (value: boolean) => setResolveChoice({ status: doubt.status, value });
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [photoNote, setPhotoNote] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);

  function pickSaved(replyId: string) {
    const saved = replies.data?.replies.find((reply) => reply._id === replyId);
    if (!saved) return;
    const field = textRef.current;
    const next = insertReply(text, saved.text, field ? field.selectionStart : null);
    setText(next.text.slice(0, DOUBT_LIMITS.textChars));
    // The cursor after the inserted words, so the teacher goes on typing where it ends.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  function pickPhotos(files: FileList | null) {
    const picked = addPhotos(photos, [...(files ?? [])]);
    setPhotos(picked.photos);
    setPhotoNote(picked.refused > 0 ? t('adminDoubts.reply.photosRefused', { max: DOUBT_LIMITS.photos }) : null);
    if (fileRef.current) fileRef.current.value = '';
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (text.trim() === '' && photos.length === 0) {
      setError(t('adminDoubts.reply.empty'));
      textRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await replyToDoubt(doubt._id, { text, resolve, photos }, photos.length > 0 ? setProgress : undefined);
      setText('');
      setPhotos([]);
      setResolveChoice(null);
      setPhotoNote(null);
      onSent(answer.doubt, answer.message);
      void showToast(t(resolve ? 'adminDoubts.reply.sentResolved' : 'adminDoubts.reply.sent'));
    } catch (failure) {
      setError(errorText(failure, t('adminDoubts.reply.failed')));
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  const saved = replies.data?.replies ?? [];
  return (
    <section className="doubts-reply" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('adminDoubts.reply.title')}</h4>
      <div className="doubts-saved-picker">
        <div className="admin-field">
          <label htmlFor={`${id}-saved`}>{t('adminDoubts.saved.picker')}</label>
          <select
            id={`${id}-saved`}
            value=""
            disabled={saved.length === 0}
            aria-describedby={`${id}-saved-hint`}
            onChange={(event) => pickSaved(event.target.value)}
          >
            <option value="">{saved.length === 0 ? t('adminDoubts.saved.none') : t('adminDoubts.saved.choose')}</option>
            {saved.map((reply) => (
              <option key={reply._id} value={reply._id}>
                {reply.title}
              </option>
            ))}
          </select>
          <p id={`${id}-saved-hint`} className="admin-hint">
            {replies.error ? errorText(replies.error, t('adminDoubts.saved.loadFailed')) : t('adminDoubts.saved.pickerHint')}
          </p>
        </div>
        <button
          type="button"
          className="button button-outline button-small"
          aria-expanded={managing}
          aria-controls={`${id}-manager`}
          onClick={() => setManaging((shown) => !shown)}
        >
          {t('adminDoubts.saved.manage')}
        </button>
      </div>
      {/* Its own forms: beside the reply form, never inside it. */}
      {managing && <SavedRepliesManager id={`${id}-manager`} replies={replies} onClose={() => setManaging(false)} />}

      <form className="doubts-reply-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void send(event)}>
        <div className="admin-field">
          <label htmlFor={`${id}-text`}>{t('adminDoubts.reply.text')}</label>
          <textarea
            id={`${id}-text`}
            ref={textRef}
            rows={5}
            maxLength={DOUBT_LIMITS.textChars}
            value={text}
            aria-describedby={`${id}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-text-hint`} className="admin-hint">
            {t('adminDoubts.reply.textHint', { used: formatCount(text.length), max: formatCount(DOUBT_LIMITS.textChars) })}
          </p>
        </div>
        {text.trim() !== '' && (
          <section className="doubts-preview" aria-label={t('adminDoubts.reply.preview')}>
            <h5>{t('adminDoubts.reply.preview')}</h5>
            <ChemText as="div" text={text} showProblems />
          </section>
        )}

        <div className="admin-field">
          <label htmlFor={`${id}-photos`}>{t('adminDoubts.reply.photos')}</label>
          <input
            id={`${id}-photos`}
            ref={fileRef}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            disabled={photos.length >= DOUBT_LIMITS.photos}
            aria-describedby={`${id}-photos-hint`}
            onChange={(event) => pickPhotos(event.target.files)}
          />
          <p id={`${id}-photos-hint`} className="admin-hint">
            {photoNote ?? t('adminDoubts.reply.photosHint', { max: DOUBT_LIMITS.photos, count: photos.length })}
          </p>
        </div>
        {photos.length > 0 && (
          <ul className="doubts-picked">
            {photos.map((photo, index) => (
              <PickedPhoto
                key={`${photo.name}-${photo.size}-${photo.lastModified}`}
                photo={photo}
                number={index + 1}
                onRemove={() => setPhotos(photos.filter((item) => item !== photo))}
              />
            ))}
          </ul>
        )}

        <label className="doubts-check">
          <input type="checkbox" checked={resolve} onChange={(event) => setResolve(event.target.checked)} />
          <span>{doubt.status === 'resolved' ? t('adminDoubts.reply.keepResolved') : t('adminDoubts.reply.resolve')}</span>
        </label>
        {error && (
          <p className="admin-form-error" role="alert">
            {error}
          </p>
        )}
        {progress !== null && (
          <progress className="admin-progress" max={1} value={progress} aria-label={t('adminDoubts.reply.uploading')} />
        )}
        <FormActions
          className="admin-row-actions"
          submitClassName="button button-primary button-small"
          busy={sending}
          submitLabel={t('adminDoubts.reply.send')}
          busyLabel={t('adminDoubts.reply.sending')}
        />
      </form>
    </section>
  );
}

function PickedPhoto({ photo, number, onRemove }: { photo: File; number: number; onRemove: () => void }) {
  const t = useT(adminDoubtsCatalog);
  const url = useObjectUrl(photo);
  return (
    <li>
      {url && <img src={url} alt={t('adminDoubts.reply.pickedPhoto', { number })} />}
      <button type="button" className="button button-outline button-small" onClick={onRemove}>
        {t('adminDoubts.reply.removePhoto', { number })}
      </button>
    </li>
  );
}
