import { useState } from 'react';
import { CURRICULUM_LIMITS, LESSON_KINDS, youtubeVideoId, type LessonKind, type Note } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { formatCount } from './format';
import type { LessonRow } from './curriculum-rows';
import { RowOrderButtons } from '../../../components/admin-ui';
import { VideoPicker } from './video-picker';

interface LessonEditorProps {
  row: LessonRow;
  chapterNumber: number;
  lessonNumber: number;
  isFirst: boolean;
  isLast: boolean;
  notes: Note[] | null;
  notesFailed: boolean;
  onChange: (row: LessonRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One lesson: its name, kind and free-preview switch, then what it shows (a video, a note, or text). */
export function LessonEditor(props: LessonEditorProps) {
  const { row, chapterNumber, lessonNumber, isFirst, isLast, notes, notesFailed, onChange, onMove, onRemove } = props;
  const t = useT(adminContentCatalog);
  const [picking, setPicking] = useState(false);
  const numbers = { chapter: chapterNumber, lesson: lessonNumber };
  const id = `lesson-${row.key}`;
  const set = <K extends keyof LessonRow>(key: K, value: LessonRow[K]) => onChange({ ...row, [key]: value });
  const videoId = row.video.trim() ? youtubeVideoId(row.video) : null;

  return (
    <li className="curriculum-lesson" data-lesson={row.key} role="group" aria-label={t('adminContent.curriculum.lessonGroup', numbers)}>
      <div className="admin-chapter">
        <label className="visually-hidden" htmlFor={`${id}-name`}>
          {t('adminContent.curriculum.lessonName', numbers)}
        </label>
        <span className="admin-chapter-number" aria-hidden="true">
          {chapterNumber}.{lessonNumber}
        </span>
        <input
          id={`${id}-name`}
          value={row.title}
          maxLength={CURRICULUM_LIMITS.titleChars}
          onChange={(event) => set('title', event.target.value)}
        />
        <RowOrderButtons
          look="icons"
          isFirst={isFirst}
          isLast={isLast}
          labels={{
            up: t('adminContent.curriculum.moveLessonUp', numbers),
            down: t('adminContent.curriculum.moveLessonDown', numbers),
            remove: t('adminContent.curriculum.removeLesson', numbers),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>

      <div className="curriculum-lesson-settings">
        <div className="admin-field">
          <label htmlFor={`${id}-kind`}>{t('adminContent.curriculum.kind')}</label>
          <select id={`${id}-kind`} value={row.kind} onChange={(event) => set('kind', event.target.value as LessonKind)}>
            {LESSON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminContent.curriculum.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="admin-switch" title={t('adminContent.curriculum.freePreviewHint')}>
          <input type="checkbox" role="switch" checked={row.freePreview} onChange={(event) => set('freePreview', event.target.checked)} />
          <span>{t('adminContent.curriculum.freePreview')}</span>
        </label>
      </div>

      {row.kind === 'video' && (
        <div className="curriculum-lesson-content">
          <div className="admin-field">
            <label htmlFor={`${id}-video`}>{t('adminContent.curriculum.videoLink')}</label>
            <input
              id={`${id}-video`}
              value={row.video}
              inputMode="url"
              aria-describedby={`${id}-video-hint`}
              aria-invalid={row.video.trim() !== '' && !videoId ? true : undefined}
              onChange={(event) => set('video', event.target.value)}
            />
            <p id={`${id}-video-hint`} className={row.video.trim() && !videoId ? 'admin-field-error' : 'admin-hint'}>
              {row.video.trim()
                ? videoId
                  ? t('adminContent.curriculum.videoFound', { id: videoId })
                  : t('adminContent.curriculum.videoInvalid')
                : ''}
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-length`}>{t('adminContent.curriculum.videoLength')}</label>
            <input
              id={`${id}-length`}
              value={row.length}
              inputMode="numeric"
              placeholder="12:30"
              onChange={(event) => set('length', event.target.value)}
            />
          </div>
          <div>
            <button
              type="button"
              className="button button-outline button-small"
              aria-expanded={picking}
              onClick={() => setPicking((open) => !open)}
            >
              {picking ? t('adminContent.curriculum.hidePlaylists') : t('adminContent.curriculum.choosePlaylistVideo')}
            </button>
            {picking && (
              <VideoPicker
                idPrefix={id}
                onPick={(video) => {
                  onChange({ ...row, video: video.id, title: row.title.trim() ? row.title : video.title });
                  setPicking(false);
                }}
              />
            )}
          </div>
        </div>
      )}

      {row.kind === 'note' && (
        <div className="admin-field">
          <label htmlFor={`${id}-note`}>{t('adminContent.curriculum.note')}</label>
          <select id={`${id}-note`} value={row.noteId} onChange={(event) => set('noteId', event.target.value)}>
            <option value="">{t('adminContent.curriculum.chooseNote')}</option>
            {row.noteId && notes && !notes.some((note) => note._id === row.noteId) && (
              <option value={row.noteId}>{t('adminContent.curriculum.missingNote')}</option>
            )}
            {(notes ?? []).map((note) => (
              <option key={note._id} value={note._id}>
                {note.title}
              </option>
            ))}
          </select>
          {notesFailed && <p className="admin-field-error">{t('adminContent.curriculum.notesFailed')}</p>}
        </div>
      )}

      {row.kind === 'reading' && (
        <div className="admin-field">
          <label htmlFor={`${id}-text`}>{t('adminContent.curriculum.readingText')}</label>
          <textarea
            id={`${id}-text`}
            rows={8}
            maxLength={CURRICULUM_LIMITS.readingChars}
            aria-describedby={`${id}-text-hint`}
            value={row.text}
            onChange={(event) => set('text', event.target.value)}
          />
          <p id={`${id}-text-hint`} className="admin-hint">
            {t('adminContent.curriculum.readingHint', {
              count: formatCount(row.text.length),
              limit: formatCount(CURRICULUM_LIMITS.readingChars),
            })}
          </p>
        </div>
      )}
    </li>
  );
}
