import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SITE_SETTINGS, courseChangesSchema } from '@chem/contract';
import { startYouTubeStandIn, type YouTubeStandIn } from '../youtube-stand-in/server.js';
import { COURSES, NOTES } from './data.js';
import type { SeedChapter } from './curricula.js';

let standIn: YouTubeStandIn;
beforeAll(async () => {
  standIn = await startYouTubeStandIn({ port: 0 });
});
afterAll(async () => {
  await standIn.close();
});

const withLessons = COURSES.filter((course) => course.chapters.some((chapter) => typeof chapter !== 'string'));
const lessonsOf = (chapters: readonly SeedChapter[]) => chapters.flatMap((chapter) => chapter.lessons);

/** Every video id the stand-in's playlists list, as the video classes page would page through them. */
async function standInVideoIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const playlist of SAMPLE_SITE_SETTINGS.playlists) {
    const url = `${standIn.url}/playlistItems?part=snippet&maxResults=50&key=seed-test&playlistId=${playlist.playlistId}`;
    const body = (await (await fetch(url)).json()) as { items: Array<{ snippet: { resourceId: { videoId: string } } }> };
    for (const item of body.items) ids.add(item.snippet.resourceId.videoId);
  }
  return ids;
}

describe('the seeded lessons', () => {
  it('give at least two courses, one of them free, 3+ chapters with video, note and reading lessons', () => {
    expect(withLessons.length).toBeGreaterThanOrEqual(2);
    expect(withLessons.some((course) => course.isFree)).toBe(true);
    for (const course of withLessons) {
      const chapters = course.chapters as readonly SeedChapter[];
      expect(chapters.length, course.id).toBeGreaterThanOrEqual(3);
      expect(new Set(lessonsOf(chapters).map((lesson) => lesson.kind)), course.id).toEqual(new Set(['video', 'note', 'reading']));
    }
  });

  it('are what the course form could send: the contract accepts them unchanged', () => {
    for (const course of withLessons) {
      const parsed = courseChangesSchema.parse({ chapters: JSON.stringify(course.chapters) });
      expect(parsed.chapters, course.id).toEqual(course.chapters);
    }
  });

  it('point at videos the YouTube stand-in lists and at seeded notes', async () => {
    const videos = await standInVideoIds();
    const notes = new Set(NOTES.map((note) => note.id));
    for (const lesson of withLessons.flatMap((course) => lessonsOf(course.chapters as readonly SeedChapter[]))) {
      if (lesson.kind === 'video') expect(videos.has(lesson.videoId), lesson.id).toBe(true);
      if (lesson.kind === 'note') expect(notes.has(lesson.noteId), lesson.id).toBe(true);
    }
  });
});
