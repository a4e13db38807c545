import { describe, expect, it } from 'vitest';
import { courseChangesSchema } from './courses.js';
import { formatDuration, parseDuration, readingSeconds, studyReportSchema, unsafeTextMessage, youtubeVideoId } from './index.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;
const chapters = (value: unknown) => courseChangesSchema.safeParse({ chapters: value });

describe('youtubeVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?list=PL123&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });

  it.each([
    '',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'https://vimeo.com/dQw4w9WgXcQ',
    'https://www.youtube.com/@channel',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
  ])('finds none in %j', (input) => {
    expect(youtubeVideoId(input)).toBeNull();
  });
});

describe('durations', () => {
  it('writes and reads minutes and hours', () => {
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(5)).toBe('0:05');
    expect(parseDuration('12:34')).toBe(754);
    expect(parseDuration('1:02:05')).toBe(3725);
    expect(parseDuration('95')).toBe(95);
    expect(parseDuration(' ')).toBeNull();
    expect(parseDuration('12:75')).toBeUndefined();
    expect(parseDuration('ten minutes')).toBeUndefined();
  });

  it('estimates a reading at 200 words a minute, at least one minute', () => {
    expect(readingSeconds('short')).toBe(60);
    expect(readingSeconds('word '.repeat(1000))).toBe(300);
  });
});

describe('the curriculum in the chapters field', () => {
  it('reads chapters with lessons from the JSON a multipart form sends, trimming titles and texts', () => {
    const result = chapters(
      JSON.stringify([
        {
          id: 'c1',
          title: ' Cells ',
          lessons: [
            {
              id: 'l1',
              title: 'Daniell cell ',
              kind: 'video',
              videoId: 'https://youtu.be/dQw4w9WgXcQ',
              durationSeconds: 300,
              freePreview: true,
            },
            { title: 'Notes', kind: 'note', noteId: 'electrochemistry' },
            { title: 'Summary', kind: 'reading', text: '  Line one\r\nLine two  ' },
          ],
        },
        'A chapter without lessons',
      ]),
    );
    expect(result.data?.chapters).toEqual([
      {
        id: 'c1',
        title: 'Cells',
        lessons: [
          {
            id: 'l1',
            title: 'Daniell cell',
            kind: 'video',
            videoId: 'dQw4w9WgXcQ',
            durationSeconds: 300,
            freePreview: true,
            release: null,
          },
          { title: 'Notes', kind: 'note', noteId: 'electrochemistry', freePreview: false, release: null },
          { title: 'Summary', kind: 'reading', text: 'Line one\nLine two', format: 'plain', freePreview: false, release: null },
        ],
      },
      { title: 'A chapter without lessons', lessons: [] },
    ]);
  });

  it('refuses control characters hidden in the JSON text, naming where', () => {
    const result = chapters(JSON.stringify([{ title: 'Cells', lessons: [{ title: 'Bell', kind: 'reading', text: 'ring\u0007' }] }]));
    expect(firstMessage(result)).toBe(unsafeTextMessage('chapters.0.lessons.0.text'));
  });

  it.each([
    [[{ title: '', lessons: [] }], 'Chapter 1 needs a title.'],
    [[{ title: 'x'.repeat(201) }], `Chapter 1 “${'x'.repeat(60)}” has a title longer than 200 characters.`],
    [[{ title: 'Cells', lessons: 'many' }], 'Chapter 1 “Cells” has lessons that are not a list.'],
    [[{ title: 'Cells', lessons: [{ kind: 'video', videoId: 'dQw4w9WgXcQ' }] }], 'Lesson (chapter 1, lesson 1) needs a title.'],
    [
      [{ title: 'Cells', lessons: [{ title: 'Clip', kind: 'video', videoId: 'dQw4w9WgXcQ', durationSeconds: -3 }] }],
      'Lesson “Clip” (chapter 1, lesson 1) has a duration that is not a whole number of seconds.',
    ],
    [
      [{ title: 'Cells', lessons: [{ id: 'a/b', title: 'Clip', kind: 'video', videoId: 'dQw4w9WgXcQ' }] }],
      'Lesson “Clip” (chapter 1, lesson 1) has an id that is not valid.',
    ],
    [
      [{ title: 'Cells', lessons: [{ title: 'Clip', kind: 'video', videoId: 'dQw4w9WgXcQ', freePreview: 'yes' }] }],
      'Lesson “Clip” (chapter 1, lesson 1) has a free-preview setting that is not true or false.',
    ],
    [
      [
        { title: 'A', lessons: [{ id: 'same', title: 'One', kind: 'reading', text: 'x' }] },
        { title: 'B', lessons: [{ id: 'same', title: 'Two', kind: 'reading', text: 'y' }] },
      ],
      'Two lessons have the same id.',
    ],
    [[7], 'Chapters must be a list of chapter names (a JSON array, or one name per line).'],
  ])('refuses %j with "%s"', (value, message) => {
    expect(firstMessage(chapters(value))).toBe(message);
  });
});

describe('studyReportSchema', () => {
  it('takes whole seconds from 1 to 600 only', () => {
    expect(studyReportSchema.parse({ seconds: 60 })).toEqual({ seconds: 60 });
    for (const seconds of [-1, 0, 601, 2.5, '60', null, Number.NaN])
      expect(studyReportSchema.safeParse({ seconds }).success, String(seconds)).toBe(false);
  });
});
