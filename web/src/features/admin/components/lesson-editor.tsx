import { lazy, Suspense, useState } from 'react';
import { CURRICULUM_LIMITS, LESSON_KINDS, youtubeVideoId, type AdminTestList, type LessonKind, type Note } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import type { LessonRow } from './curriculum-rows';
import { RowOrderButtons } from '../../../components/admin-ui';
import { AdminField } from '../../../components/form/admin-field';
import { VideoPicker } from './video-picker';
import { LessonRelease, releaseSummary } from './lesson-release';

// The Markdown parser and the preview come with the first reading lesson, not with the course form.
const ReadingEditor = lazy(() => import('./reading-editor'));

type TestChoice = AdminTestList['tests'][number];

interface LessonEditorProps {
  row: LessonRow;
  chapterNumber: number;
  lessonNumber: number;
  isFirst: boolean;
  isLast: boolean;
  notes: Note[] | null;
  notesFailed: boolean;
  tests: TestChoice[] | null;
  testsFailed: boolean;
  onChange: (row: LessonRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One lesson: its name, kind and free-preview switch, then what it shows (a video, a note, or text). */
export function LessonEditor(props: LessonEditorProps) {
  const { row, chapterNumber, lessonNumber, isFirst, isLast, notes, notesFailed, tests, testsFailed, onChange, onMove, onRemove } = props;
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
        {row.releaseKind !== 'none' && <span className="lesson-release-badge">{releaseSummary(t, row)}</span>}
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
        <AdminField id={`${id}-kind`} label={t('adminContent.curriculum.kind')}>
          {(control) => (
            <select {...control} value={row.kind} onChange={(event) => set('kind', event.target.value as LessonKind)}>
              {LESSON_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminContent.curriculum.kind.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <label className="admin-switch" title={t('adminContent.curriculum.freePreviewHint')}>
          <input type="checkbox" role="switch" checked={row.freePreview} onChange={(event) => set('freePreview', event.target.checked)} />
          <span>{t('adminContent.curriculum.freePreview')}</span>
        </label>
      </div>

      {row.kind === 'video' && (
        <div className="curriculum-lesson-content">
          <AdminField id={`${id}-video`} label={t('adminContent.curriculum.videoLink')}>
            {(control) => (
              <>
                <input
                  {...control}
                  value={row.video}
                  inputMode="url"
                  aria-describedby={`${id}-video-hint`}
                  aria-invalid={row.video.trim() !== '' && !videoId ? true : undefined}
                  onChange={(event) => set('video', event.target.value)}
                />
                {/* There from the start, empty until a link is typed: it names the video found, or says the link is not one. */}
                <p id={`${id}-video-hint`} className={row.video.trim() && !videoId ? 'admin-field-error' : 'admin-hint'}>
                  {row.video.trim()
                    ? videoId
                      ? t('adminContent.curriculum.videoFound', { id: videoId })
                      : t('adminContent.curriculum.videoInvalid')
                    : ''}
                </p>
              </>
            )}
          </AdminField>
          <AdminField id={`${id}-length`} label={t('adminContent.curriculum.videoLength')}>
            {(control) => (
              <input
                {...control}
                value={row.length}
                inputMode="numeric"
                placeholder="12:30"
                onChange={(event) => set('length', event.target.value)}
              />
            )}
          </AdminField>
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
        <AdminField id={`${id}-note`} label={t('adminContent.curriculum.note')}>
          {(control) => (
            <>
              <select {...control} value={row.noteId} onChange={(event) => set('noteId', event.target.value)}>
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
            </>
          )}
        </AdminField>
      )}

      {row.kind === 'reading' && (
        <Suspense
          fallback={
            <p className="admin-hint" role="status">
              {t('adminContent.reading.loadingEditor')}
            </p>
          }
        >
          <ReadingEditor id={id} text={row.text} format={row.format} onChange={(change) => onChange({ ...row, ...change })} />
        </Suspense>
      )}

      {row.kind === 'test' && (
        <div className="curriculum-lesson-content">
          <AdminField id={`${id}-test`} label={t('adminContent.curriculum.test')}>
            {(control) => (
              <>
                <select {...control} value={row.testId} onChange={(event) => set('testId', event.target.value)}>
                  <option value="">{t('adminContent.curriculum.chooseTest')}</option>
                  {row.testId && tests && !tests.some((test) => test._id === row.testId) && (
                    <option value={row.testId}>{t('adminContent.curriculum.missingTest')}</option>
                  )}
                  {(tests ?? []).map((test) => (
                    <option key={test._id} value={test._id}>
                      {test.title}
                    </option>
                  ))}
                </select>
                {testsFailed && <p className="admin-field-error">{t('adminContent.curriculum.testsFailed')}</p>}
              </>
            )}
          </AdminField>
          <AdminField
            id={`${id}-pass`}
            label={t('adminContent.curriculum.passPercent')}
            hint={t('adminContent.curriculum.passPercentHint')}
          >
            {(control) => (
              <input
                {...control}
                value={row.passPercent}
                inputMode="numeric"
                maxLength={3}
                onChange={(event) => set('passPercent', event.target.value)}
              />
            )}
          </AdminField>
        </div>
      )}

      <LessonRelease id={id} row={row} onChange={onChange} />
    </li>
  );
}
