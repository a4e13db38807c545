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
          {
            id: 'v1',
            title: 'Daniell cell',
            freePreview: true,
            release: null,
            kind: 'video',
            videoId: 'dQw4w9WgXcQ',
            durationSeconds: 754,
          },
          { id: 'n1', title: 'Notes', freePreview: false, release: { kind: 'date', date: '2026-12-12' }, kind: 'note', noteId: 'electro' },
          { id: 'r1', title: 'Summary', freePreview: false, release: null, kind: 'reading', text: 'One.\nTwo.', format: 'plain' },
          {
            id: 't1',
            title: 'Chapter test',
            freePreview: false,
            release: { kind: 'days', days: 7 },
            kind: 'test',
            testId: 'test-1',
            passPercent: 40,
          },
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
          {
            id: 'v1',
            title: 'Daniell cell',
            kind: 'video',
            freePreview: true,
            release: null,
            videoId: 'dQw4w9WgXcQ',
            durationSeconds: 754,
          },
          { id: 'n1', title: 'Notes', kind: 'note', freePreview: false, release: { kind: 'date', date: '2026-12-12' }, noteId: 'electro' },
          { id: 'r1', title: 'Summary', kind: 'reading', freePreview: false, release: null, text: 'One.\nTwo.', format: 'plain' },
          {
            id: 't1',
            title: 'Chapter test',
            kind: 'test',
            freePreview: false,
            release: { kind: 'days', days: 7 },
            testId: 'test-1',
            passPercent: 40,
          },
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
    expect(payload).toEqual([
      {
        title: 'Cells',
        lessons: [{ title: 'Now a reading', kind: 'reading', freePreview: false, release: null, text: 'Text', format: 'markdown' }],
      },
    ]);
    expect(lessonCount([chapter, newChapter('x')])).toBe(1);
  });

  it('lets the contract name a lesson whose length is not minutes:seconds', () => {
    const chapter = newChapter('Cells');
    chapter.lessons.push({ ...newLesson('video'), title: 'Clip', video: 'dQw4w9WgXcQ', length: 'ten' });
    const result = courseChangesSchema.safeParse({ chapters: JSON.stringify(curriculumPayload([chapter])) });
    expect(result.error?.issues[0]?.message).toBe('Lesson “Clip” (chapter 1, lesson 1) has a duration that is not a number of seconds.');
  });
});
