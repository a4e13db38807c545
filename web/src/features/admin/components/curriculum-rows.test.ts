import { describe, expect, it } from 'vitest';
import { courseChangesSchema } from '@chem/contract';
import { curriculumPayload, lessonCount, newChapter, newLesson, rowsFromCurriculum } from './curriculum-rows';

describe('curriculum rows', () => {
  it('round-trips a stored curriculum into what the API accepts, keeping ids', () => {
    const rows = rowsFromCurriculum([
      {
        id: 'c1',
        title: 'Cells',
        lessons: [
          { id: 'v1', title: 'Daniell cell', freePreview: true, kind: 'video', videoId: 'dQw4w9WgXcQ', durationSeconds: 754 },
          { id: 'n1', title: 'Notes', freePreview: false, kind: 'note', noteId: 'electro' },
          { id: 'r1', title: 'Summary', freePreview: false, kind: 'reading', text: 'One.\nTwo.' },
        ],
      },
    ]);
    expect(rows[0]!.lessons[0]!.length).toBe('12:34');
    const payload = curriculumPayload(rows);
    expect(payload).toEqual([
      {
        id: 'c1',
        title: 'Cells',
        lessons: [
          { id: 'v1', title: 'Daniell cell', kind: 'video', freePreview: true, videoId: 'dQw4w9WgXcQ', durationSeconds: 754 },
          { id: 'n1', title: 'Notes', kind: 'note', freePreview: false, noteId: 'electro' },
          { id: 'r1', title: 'Summary', kind: 'reading', freePreview: false, text: 'One.\nTwo.' },
        ],
      },
    ]);
    expect(courseChangesSchema.safeParse({ chapters: JSON.stringify(payload) }).success).toBe(true);
  });

  it('keeps what was typed for another kind out of the payload, and drops empty chapters', () => {
    const chapter = newChapter('Cells');
    chapter.lessons.push({
      ...newLesson('video'),
      title: 'Now a reading',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      kind: 'reading',
      text: 'Text',
    });
    const payload = curriculumPayload([newChapter(''), chapter]);
    expect(payload).toEqual([{ title: 'Cells', lessons: [{ title: 'Now a reading', kind: 'reading', freePreview: false, text: 'Text' }] }]);
    expect(lessonCount([chapter, newChapter('x')])).toBe(1);
  });

  it('lets the contract name a lesson whose length is not minutes:seconds', () => {
    const chapter = newChapter('Cells');
    chapter.lessons.push({ ...newLesson('video'), title: 'Clip', video: 'dQw4w9WgXcQ', length: 'ten' });
    const result = courseChangesSchema.safeParse({ chapters: JSON.stringify(curriculumPayload([chapter])) });
    expect(result.error?.issues[0]?.message).toBe('Lesson “Clip” (chapter 1, lesson 1) has a duration that is not a number of seconds.');
  });
});
