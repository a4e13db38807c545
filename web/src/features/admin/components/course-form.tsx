import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { courseChangesSchema } from '@chem/contract';
import { saveCourse, type Course } from '../api/courses';
import { errorText } from '../../../lib/error-text';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { adminContentCatalog } from './i18n';
import { curriculumPayload, lessonCount } from './curriculum-rows';
import { UploadProgress } from './upload-progress';
import { contractMessage } from '../../../lib/contract-messages';
import { valuesFrom, type CourseFieldsProps, type CourseValues } from './course-values';
import { CourseAboutFields } from './course-about-fields';
import { CourseFactsFields } from './course-facts-fields';
import { CourseOptions } from './course-options';
import { CourseCurriculum, useCurriculum } from './course-curriculum';
import { CoursePhotoField } from './course-photo-field';

interface CourseFormProps {
  /** The course to edit, or null to create one. */
  course: Course | null;
  onSaved: (course: Course, created: boolean) => void;
  onCancel: () => void;
}

/** Every Course field (docs/data-model.md), sent as multipart to createCourse / updateCourse. */
export function CourseForm({ course, onSaved, onCancel }: CourseFormProps) {
  const t = useT(adminContentCatalog);
  const [values, setValues] = useState<CourseValues>(() => valuesFrom(course));
  const curriculum = useCurriculum(course);
  const chapters = curriculum.rows;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onChange: CourseFieldsProps['onChange'] = (key, value) => setValues((current) => ({ ...current, [key]: value }));

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

      <CourseAboutFields values={values} onChange={onChange} />
      <CourseFactsFields values={values} onChange={onChange} onlineLessons={chapters ? lessonCount(chapters) : 0} />
      <CourseOptions values={values} onChange={onChange} />
      <CourseCurriculum rows={chapters} failed={curriculum.failed} onRetry={curriculum.retry} onChange={curriculum.setRows} />
      <CoursePhotoField
        course={course}
        photo={photo}
        error={photoError}
        onPick={(picked, problem) => {
          setPhoto(picked);
          setPhotoError(problem);
        }}
      />

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
