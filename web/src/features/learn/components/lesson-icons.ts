import type { LessonKind } from '@chem/contract';
import { icons, type IconPath } from '../../../components/icons';

/** What the outline draws for each kind of lesson. */
export const LESSON_KIND_ICONS: Record<LessonKind, IconPath> = {
  video: icons.video,
  note: icons.document,
  reading: icons.reading,
  test: icons.target,
};
