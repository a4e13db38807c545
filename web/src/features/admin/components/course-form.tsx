import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { coursePhotoUrl } from '../../../components/course-photo';
import { UPLOADS, courseChangesSchema } from '@chem/contract';
import { formatCount } from './format';
import { COURSE_CATEGORIES, DIFFICULTIES, saveCourse, type Course } from '../api/courses';
import { getCurriculum } from '../api/curriculum';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { useObjectUrl } from '../../../lib/use-object-url';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { ChapterEditor } from './chapter-editor';
import { curriculumPayload, lessonCount, rowsFromCurriculum, rowsFromNames, type ChapterRow } from './curriculum-rows';
import { HindiVersion } from './hindi-version';
import { UploadProgress } from './upload-progress';
import { contractMessage } from '../../../lib/contract-messages';

interface CourseFormProps {
  /** The course to edit, or null to create one. */
  course: Course | null;
  onSaved: (course: Course, created: boolean) => void;
  onCancel: () => void;
}

type Flag = 'isFree' | 'featured' | 'bestseller' | 'isLive';
const FLAGS: readonly Flag[] = ['isFree', 'featured', 'bestseller', 'isLive'];

type TextKey =
  | 'title'
  | 'titleHi'
  | 'description'
  | 'descriptionHi'
  | 'fullDescription'
  | 'instructor'
  | 'category'
  | 'difficulty'
  | 'duration'
  | 'lessons'
  | 'price'
  | 'originalPrice'
  | 'rating'
  | 'students';

type Values = Record<TextKey, string> & Record<Flag, boolean>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function valuesFrom(course: Course | null): Values {
  return {
    title: text(course?.title),
    titleHi: text(course?.titleHi),
    description: text(course?.description),
    descriptionHi: text(course?.descriptionHi),
    fullDescription: text(course?.fullDescription),
    instructor: text(course?.instructor),
    category: text(course?.category),
    difficulty: text(course?.difficulty) || 'Beginner',
    duration: text(course?.duration),
    lessons: text(course?.lessons),
    price: text(course?.price),
    originalPrice: text(course?.originalPrice),
    rating: text(course?.rating),
    students: text(course?.students),
    isFree: course?.isFree ?? false,
    featured: course?.featured ?? false,
    bestseller: course?.bestseller ?? false,
    isLive: course?.isLive ?? false,
  };
}

/** Every Course field (docs/data-model.md), sent as multipart to createCourse / updateCourse. */
export function CourseForm({ course, onSaved, onCancel }: CourseFormProps) {
  const t = useT(adminContentCatalog);
  const [values, setValues] = useState<Values>(() => valuesFrom(course));
  const [showHindi, setShowHindi] = useState(() => Boolean(course?.titleHi || course?.descriptionHi));
  const curriculum = useCurriculum(course);
  const [editedChapters, setChapters] = useState<ChapterRow[] | null>(null);
  const chapters = editedChapters ?? curriculum.rows;
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  const [photoError, setPhotoError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const set = (key: TextKey) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function pickPhoto(file: File | undefined) {
    let problem = '';
    if (file && !file.type.startsWith('image/')) problem = t('adminContent.courseForm.photoWrongType');
    else if (file && file.size > UPLOADS.coursePhoto.maxBytes) problem = t('adminContent.courseForm.photoTooLarge');
    const accepted = file && !problem ? file : null;
    setPhotoError(problem);
    setPhoto(accepted);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photoError || progress !== null || !chapters) return;
    const payload = JSON.stringify(curriculumPayload(chapters));
    // The server's own check, run first: a lesson without its video, note or text is named at once.
    const problem = courseChangesSchema.safeParse({ chapters: payload }).error?.issues[0]?.message;
    if (problem) {
      void fail(contractMessage(problem));
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, String(value));
    form.append('chapters', payload);
    if (photo) form.append('coursesPhoto', photo);

    setProgress(0);
    try {
      const saved = await saveCourse(course?._id ?? null, form, setProgress);
      void showToast(course ? t('adminContent.courseForm.updated') : t('adminContent.courseForm.created'));
      onSaved(saved, !course);
    } catch (error) {
      setProgress(null);
      void fail(errorText(error, course ? t('adminContent.common.updateFailed') : t('adminContent.common.createFailed')));
    }
  }

  const categories: readonly string[] =
    values.category && !(COURSE_CATEGORIES as readonly string[]).includes(values.category)
      ? [...COURSE_CATEGORIES, values.category]
      : COURSE_CATEGORIES;
  const currentPhoto = preview ?? (course ? coursePhotoUrl(course) : null);
  const onlineLessons = chapters ? lessonCount(chapters) : 0;

  return (
    <form className="admin-form shell-card" onSubmit={submit} aria-labelledby="course-form-title">
      <div className="admin-form-head">
        <h2 id="course-form-title" ref={headingRef} tabIndex={-1} className="shell-card-title">
          {course ? t('adminContent.courseForm.editHeading', { title: course.title }) : t('adminContent.courseForm.newHeading')}
        </h2>
        <button type="button" className="button button-outline button-small" onClick={onCancel}>
          {t('adminContent.courseForm.backToList')}
        </button>
      </div>

      <div className="admin-field">
        <label htmlFor="course-title">{t('adminContent.common.title')}</label>
        <input id="course-title" required maxLength={200} value={values.title} onChange={set('title')} />
      </div>
      <div className="admin-field">
        <label htmlFor="course-description">{t('adminContent.courseForm.shortDescription')}</label>
        <textarea id="course-description" rows={2} required maxLength={2000} value={values.description} onChange={set('description')} />
      </div>
      <HindiVersion open={showHindi} onOpen={() => setShowHindi(true)} firstFieldId="course-title-hi">
        <div className="admin-field">
          <label htmlFor="course-title-hi">{t('adminContent.courseForm.titleHi')}</label>
          <input
            id="course-title-hi"
            lang="hi"
            maxLength={200}
            aria-describedby="course-hindi-hint"
            value={values.titleHi}
            onChange={set('titleHi')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="course-description-hi">{t('adminContent.courseForm.shortDescriptionHi')}</label>
          <textarea
            id="course-description-hi"
            lang="hi"
            rows={2}
            maxLength={2000}
            aria-describedby="course-hindi-hint"
            value={values.descriptionHi}
            onChange={set('descriptionHi')}
          />
          <p id="course-hindi-hint" className="admin-hint">
            {t('adminContent.common.hindiHint')}
          </p>
        </div>
      </HindiVersion>
      <div className="admin-field">
        <label htmlFor="course-full-description">{t('adminContent.courseForm.fullDescription')}</label>
        <textarea
          id="course-full-description"
          rows={5}
          maxLength={10000}
          value={values.fullDescription}
          onChange={set('fullDescription')}
        />
      </div>

      <div className="admin-form-grid">
        <div className="admin-field">
          <label htmlFor="course-instructor">{t('adminContent.courseForm.instructor')}</label>
          <input id="course-instructor" maxLength={120} value={values.instructor} onChange={set('instructor')} />
        </div>
        <div className="admin-field">
          <label htmlFor="course-category">{t('adminContent.common.category')}</label>
          <select id="course-category" value={values.category} onChange={set('category')}>
            <option value="">{t('adminContent.courseForm.noCategory')}</option>
            {categories.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="course-difficulty">{t('adminContent.common.difficulty')}</label>
          <select id="course-difficulty" value={values.difficulty} onChange={set('difficulty')}>
            {DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`adminContent.difficulty.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="course-duration">{t('adminContent.courseForm.duration')}</label>
          <input
            id="course-duration"
            placeholder={t('adminContent.courseForm.durationPlaceholder')}
            maxLength={60}
            value={values.duration}
            onChange={set('duration')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="course-lessons">{t('adminContent.courseForm.lessons')}</label>
          <input
            id="course-lessons"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            aria-describedby={onlineLessons > 0 ? 'course-lessons-hint' : undefined}
            disabled={onlineLessons > 0}
            value={onlineLessons > 0 ? String(onlineLessons) : values.lessons}
            onChange={set('lessons')}
          />
          {onlineLessons > 0 && (
            <p id="course-lessons-hint" className="admin-hint">
              {t('adminContent.courseForm.lessonsCounted', { count: formatCount(onlineLessons) })}
            </p>
          )}
        </div>
        <div className="admin-field">
          <label htmlFor="course-price">{t('adminContent.courseForm.price')}</label>
          <input
            id="course-price"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            // A paid course needs a price (the API refuses one without).
            required={!values.isFree}
            disabled={values.isFree}
            value={values.isFree ? '0' : values.price}
            onChange={set('price')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="course-original-price">{t('adminContent.courseForm.originalPrice')}</label>
          <input
            id="course-original-price"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            aria-describedby="course-original-price-hint"
            value={values.originalPrice}
            onChange={set('originalPrice')}
          />
          <p id="course-original-price-hint" className="admin-hint">
            {t('adminContent.courseForm.originalPriceHint')}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor="course-rating">{t('adminContent.courseForm.rating')}</label>
          <input
            id="course-rating"
            type="number"
            inputMode="decimal"
            min="0"
            max="5"
            step="0.1"
            value={values.rating}
            onChange={set('rating')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="course-students">{t('adminContent.courseForm.students')}</label>
          <input
            id="course-students"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            value={values.students}
            onChange={set('students')}
          />
        </div>
      </div>

      <fieldset className="admin-switches">
        <legend>{t('adminContent.courseForm.options')}</legend>
        {FLAGS.map((flag) => (
          <label key={flag} className="admin-switch">
            <input
              type="checkbox"
              role="switch"
              checked={values[flag]}
              onChange={(event) => setValues((current) => ({ ...current, [flag]: event.target.checked }))}
            />
            <span>{t(`adminContent.courseForm.flag.${flag}`)}</span>
          </label>
        ))}
      </fieldset>

      {chapters ? (
        <ChapterEditor rows={chapters} onChange={setChapters} />
      ) : curriculum.failed ? (
        <div className="admin-field" role="alert">
          <p className="admin-field-error">{t('adminContent.courseForm.lessonsFailed')}</p>
          <button type="button" className="button button-outline button-small" onClick={curriculum.retry}>
            {t('adminContent.common.tryAgain')}
          </button>
        </div>
      ) : (
        <p className="admin-hint" role="status">
          {t('adminContent.courseForm.loadingLessons')}
        </p>
      )}

      <div className="admin-field">
        <label htmlFor="course-photo">{t('adminContent.courseForm.photo')}</label>
        <input
          id="course-photo"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby="course-photo-hint"
          aria-invalid={photoError ? true : undefined}
          onChange={(event) => pickPhoto(event.target.files?.[0])}
        />
        <p id="course-photo-hint" className={photoError ? 'admin-field-error' : 'admin-hint'} role={photoError ? 'alert' : undefined}>
          {photoError || (course ? t('adminContent.courseForm.photoHintEdit') : t('adminContent.courseForm.photoHintNew'))}
        </p>
        {currentPhoto && (
          <img
            className="admin-photo-preview"
            src={currentPhoto}
            alt={preview ? t('adminContent.courseForm.previewAlt') : t('adminContent.courseForm.currentAlt')}
            width={320}
            height={180}
            decoding="async"
          />
        )}
      </div>

      {progress !== null && <UploadProgress fraction={progress} label={t('adminContent.courseForm.savingCourse')} />}

      <FormActions
        busy={progress !== null}
        submitDisabled={!chapters}
        submitLabel={course ? t('adminContent.courseForm.update') : t('adminContent.courseForm.create')}
        busyLabel={t('adminContent.common.saving')}
        onCancel={onCancel}
        cancelLabel={t('adminContent.common.cancel')}
      />
    </form>
  );
}

/**
 * The course's chapters with every lesson's content, for editing: asked of the API when an
 * existing course opens (the list carries chapter names only); a new course starts empty.
 */
function useCurriculum(course: Course | null) {
  const courseId = course?._id ?? null;
  const names = course && course.onlineLessons === 0 ? course.chapters : null;
  const loaded = useLoad(courseId !== null && !names ? courseId : null, async (signal) =>
    rowsFromCurriculum((await getCurriculum(courseId!, signal)).chapters),
  );
  // A course without lessons on the site needs no request: its chapter names are all there is.
  const [fromNames] = useState(() => (course === null ? [] : names ? rowsFromNames(names) : null));
  return { rows: fromNames ?? loaded.data ?? null, failed: loaded.status === 'error', retry: loaded.reload };
}
