import { DOUBT_LIMITS } from '@chem/contract';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, LoadError, Loading, RowActions } from '../../../components/admin-ui';
import { ChemText } from '../../../components/chem-text/chem-text';
import { AdminField } from '../../../components/form/admin-field';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import type { Loaded } from '../../../lib/use-load';
import { deleteSavedReply, saveSavedReply, type SavedReply } from './api';
import { excerptOf } from './doubt-model';
import { adminDoubtsCatalog } from './i18n';

type Replies = Loaded<{ replies: SavedReply[] }>;

/** The teacher's saved replies: the answers she gives again and again, kept under a title to insert into a reply. */
export function SavedRepliesManager({ id, replies, onClose }: { id: string; replies: Replies; onClose: () => void }) {
  const t = useT(adminDoubtsCatalog);
  const headingId = useId();
  // null: no form open; '': a new reply; otherwise the id of the reply being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  function saved(reply: SavedReply) {
    replies.update((current) => {
      const others = current.replies.filter((item) => item._id !== reply._id);
      const kept = current.replies.some((item) => item._id === reply._id);
      return { replies: kept ? current.replies.map((item) => (item._id === reply._id ? reply : item)) : [...others, reply] };
    });
    setEditing(null);
  }

  async function remove(reply: SavedReply) {
    const confirmed = await confirmDialog({
      title: t('adminDoubts.saved.deleteTitle', { title: reply.title }),
      text: t('adminDoubts.saved.deleteText'),
      confirmButtonText: t('adminDoubts.saved.delete'),
      cancelButtonText: t('adminDoubts.saved.cancel'),
    });
    if (!confirmed) return;
    setDeleting(reply._id);
    try {
      await deleteSavedReply(reply._id);
      replies.update((current) => ({ replies: current.replies.filter((item) => item._id !== reply._id) }));
      void showToast(t('adminDoubts.saved.deleted'));
    } catch (error) {
      void showToast(errorText(error, t('adminDoubts.saved.deleteFailed')), 'error', 4000);
    } finally {
      setDeleting(null);
    }
  }

  const list = replies.data?.replies ?? [];
  const full = list.length >= DOUBT_LIMITS.savedReplies;
  return (
    <section id={id} className="shell-card doubts-saved" aria-labelledby={headingId}>
      <div className="doubts-saved-head">
        <h4 id={headingId}>{t('adminDoubts.saved.title')}</h4>
        <button type="button" className="button button-outline button-small" onClick={onClose}>
          {t('adminDoubts.saved.close')}
        </button>
      </div>
      <p className="admin-hint">{t('adminDoubts.saved.intro', { max: DOUBT_LIMITS.savedReplies })}</p>
      {replies.error ? (
        <LoadError error={replies.error} fallback={t('adminDoubts.saved.loadFailed')} onRetry={replies.reload} />
      ) : !replies.data ? (
        <Loading label={t('adminDoubts.saved.loading')} />
      ) : (
        <>
          {list.length === 0 && editing !== '' && <EmptyState>{t('adminDoubts.saved.empty')}</EmptyState>}
          {list.length > 0 && (
            <ul className="admin-list doubts-saved-list">
              {list.map((reply) =>
                editing === reply._id ? (
                  <li key={reply._id}>
                    <SavedReplyForm reply={reply} onSaved={saved} onCancel={() => setEditing(null)} />
                  </li>
                ) : (
                  <li key={reply._id} className="admin-list-row">
                    <div>
                      <p className="admin-list-title">{reply.title}</p>
                      <ChemText as="p" className="admin-muted" text={excerptOf(reply.text, 100)} />
                    </div>
                    <RowActions
                      name={reply.title}
                      onEdit={() => setEditing(reply._id)}
                      onDelete={() => void remove(reply)}
                      deleting={deleting === reply._id}
                    />
                  </li>
                ),
              )}
            </ul>
          )}
          {editing === '' ? (
            <SavedReplyForm reply={null} onSaved={saved} onCancel={() => setEditing(null)} />
          ) : (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={full || editing !== null}
              onClick={() => setEditing('')}
            >
              {t('adminDoubts.saved.add')}
            </button>
          )}
          {full && <p className="admin-hint">{t('adminDoubts.saved.full', { max: DOUBT_LIMITS.savedReplies })}</p>}
        </>
      )}
    </section>
  );
}

/** Adding or editing one saved reply: its title (what the picker lists) and its text, with the notation's preview. */
function SavedReplyForm({
  reply,
  onSaved,
  onCancel,
}: {
  reply: SavedReply | null;
  onSaved: (reply: SavedReply) => void;
  onCancel: () => void;
}) {
  const t = useT(adminDoubtsCatalog);
  const id = useId();
  const [title, setTitle] = useState(reply?.title ?? '');
  const [text, setText] = useState(reply?.text ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // Only what a teacher can get wrong here (the inputs stop at the limits); the server checks it all
    // again with the contract's schema. Checked by hand so opening Doubts loads no validator.
    const found: Record<string, string> = {};
    if (title.trim() === '') found.title = t('adminDoubts.saved.titleRequired');
    if (text.trim() === '') found.text = t('adminDoubts.saved.textRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    setSaving(true);
    try {
      const stored = await saveSavedReply(reply?._id ?? null, { title: title.trim(), text: text.trim() });
      void showToast(t('adminDoubts.saved.saved'));
      onSaved(stored);
    } catch (error) {
      setFormError(errorText(error, t('adminDoubts.saved.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="doubts-saved-form"
      noValidate
      aria-label={reply ? t('adminDoubts.saved.editLabel', { title: reply.title }) : t('adminDoubts.saved.addLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <AdminField
        id={`${id}-title`}
        label={t('adminDoubts.saved.fieldTitle')}
        hint={t('adminDoubts.saved.fieldTitleHint')}
        error={errors.title}
      >
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={DOUBT_LIMITS.savedReplyTitleChars}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id={`${id}-text`} label={t('adminDoubts.saved.fieldText')} error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={text}
            maxLength={DOUBT_LIMITS.textChars}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </AdminField>
      {text.trim() !== '' && (
        <section className="doubts-preview" aria-label={t('adminDoubts.reply.preview')}>
          <h5>{t('adminDoubts.reply.preview')}</h5>
          <ChemText as="div" text={text} showProblems />
        </section>
      )}
      {formError && (
        <p className="admin-form-error" role="alert">
          {formError}
        </p>
      )}
      <FormActions
        className="admin-row-actions"
        submitClassName="button button-primary button-small"
        cancelClassName="button button-outline button-small"
        busy={saving}
        submitLabel={t('adminDoubts.saved.save')}
        busyLabel={t('adminDoubts.saved.saving')}
        onCancel={onCancel}
        cancelLabel={t('adminDoubts.saved.cancel')}
      />
    </form>
  );
}
