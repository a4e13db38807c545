import type { AdminDoubt, DoubtPlace } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { addPhotos, appendPage, excerptOf, insertReply, publishable, publishedUnder, videoTime, withDoubt } from './doubt-model';
import { lessonAtPath } from '../../../config/doubt-paths';

const lesson: DoubtPlace = {
  kind: 'lesson',
  courseId: 'organic',
  courseTitle: 'Organic',
  chapterId: 'c1',
  chapterTitle: 'Alkanes',
  lessonId: 'l 1',
  lessonTitle: 'Isomers',
  lessonKind: 'video',
  seconds: 125,
};
const general: DoubtPlace = { kind: 'general', courseId: 'organic', courseTitle: 'Organic' };
const doubt = (id: string, status: AdminDoubt['status'] = 'open', place: DoubtPlace = lesson) => ({ _id: id, status, place }) as AdminDoubt;
const file = (name: string, type = 'image/png') => new File(['x'], name, { type });

describe('the queue row', () => {
  it('shows a short doubt whole, and a long one to a word, never half a formula', () => {
    expect(excerptOf('Why is  \n \\ce{CH4} tetrahedral?')).toBe('Why is \\ce{CH4} tetrahedral?');
    const cut = excerptOf(`${'word '.repeat(20)}\\ce{CH3CH2CH2CH2CH3} more`, 110);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toContain('\\ce{');
    expect(excerptOf(`${'a '.repeat(40)}$x^2 + y^2 = z^2$ and so on`, 90)).not.toContain('$');
  });

  it('reads a video second as the player shows it', () => {
    expect(videoTime(0)).toBe('0:00');
    expect(videoTime(125)).toBe('2:05');
    expect(videoTime(3725.9)).toBe('1:02:05');
  });

  it('links to the lesson at the second asked from, and to the lesson alone without one', () => {
    expect(lessonAtPath('organic', 'l 1', 125)).toBe('/learn/organic/l%201?t=125');
    expect(lessonAtPath('organic', 'l 1', null)).toBe('/learn/organic/l%201');
  });
});

describe('actions', () => {
  it('publishes only a resolved doubt that has a lesson or question', () => {
    expect(publishable(doubt('a', 'resolved'))).toBe(true);
    expect(publishable(doubt('a', 'answered'))).toBe(false);
    expect(publishable(doubt('a', 'resolved', general))).toBe(false);
    expect(publishedUnder(lesson)).toEqual({ kind: 'lesson', title: 'Isomers' });
    expect(publishedUnder(general)).toBeNull();
  });

  it('changes a row in place and adds a later page without a row twice', () => {
    const queue = [doubt('a'), doubt('b'), doubt('c')];
    expect(withDoubt(queue, doubt('b', 'answered')).map((row) => `${row._id}:${row.status}`)).toEqual(['a:open', 'b:answered', 'c:open']);
    expect(appendPage(queue, [doubt('c'), doubt('d')]).map((row) => row._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the reply form', () => {
  it('takes images only, three at most, and says how many it left out', () => {
    const first = addPhotos([], [file('1.png'), file('notes.pdf', 'application/pdf')]);
    expect(first.photos.map((photo) => photo.name)).toEqual(['1.png']);
    expect(first.refused).toBe(1);
    const full = addPhotos(first.photos, [file('2.png'), file('3.jpg', 'image/jpeg'), file('4.png')]);
    expect(full.photos.map((photo) => photo.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(full.refused).toBe(1);
  });

  it('inserts a saved reply at the cursor on a line of its own, the cursor after it', () => {
    expect(insertReply('', 'Use \\ce{PV=nRT}.', null)).toEqual({ text: 'Use \\ce{PV=nRT}.', cursor: 16 });
    expect(insertReply('Hello.Thanks', 'Saved', 6)).toEqual({ text: 'Hello.\nSaved\nThanks', cursor: 12 });
    expect(insertReply('Hello.\n', 'Saved', null)).toEqual({ text: 'Hello.\nSaved', cursor: 12 });
  });
});
