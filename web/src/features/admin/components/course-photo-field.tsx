import { UPLOADS } from '@chem/contract';
import { AdminField } from '../../../components/form/admin-field';
import { coursePhotoUrl } from '../../../components/course-photo';
import { useT } from '../../../i18n/catalog';
import { useObjectUrl } from '../../../lib/use-object-url';
import type { Course } from '../api/courses';
import { adminContentCatalog } from './i18n';

interface CoursePhotoFieldProps {
  /** The course being edited (its photo shows until another is picked), or null for a new one. */
  course: Course | null;
  photo: File | null;
  /** Why the picked file was refused, or ''. */
  error: string;
  /** A picked file, or null with the reason it was refused ('' when nothing is picked). */
  onPick: (photo: File | null, error: string) => void;
}

/** The course photo: the picker, checked at once for its type and size, and a preview. */
export function CoursePhotoField({ course, photo, error, onPick }: CoursePhotoFieldProps) {
  const t = useT(adminContentCatalog);
  const preview = useObjectUrl(photo);
  const currentPhoto = preview ?? (course ? coursePhotoUrl(course) : null);

  function pick(file: File | undefined) {
    let problem = '';
    if (file && !file.type.startsWith('image/')) problem = t('adminContent.courseForm.photoWrongType');
    else if (file && file.size > UPLOADS.coursePhoto.maxBytes) problem = t('adminContent.courseForm.photoTooLarge');
    onPick(file && !problem ? file : null, problem);
  }

  return (
    <AdminField id="course-photo" label={t('adminContent.courseForm.photo')}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-describedby="course-photo-hint"
            aria-invalid={error ? true : undefined}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          {/* The hint turns into the message, and is read out at once. */}
          <p id="course-photo-hint" className={error ? 'admin-field-error' : 'admin-hint'} role={error ? 'alert' : undefined}>
            {error || (course ? t('adminContent.courseForm.photoHintEdit') : t('adminContent.courseForm.photoHintNew'))}
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
        </>
      )}
    </AdminField>
  );
}
