import { describe, expect, it } from 'vitest';
import { learnCatalog } from '../i18n';
import { lessonMeta, releaseText } from './outline';

describe('the outline’s words for a lesson', () => {
  it('says when a lesson opens, by date in each language, or that the chapter test must be passed', async () => {
    const en = learnCatalog.in('en');
    expect(releaseText(en, 'en', { kind: 'date', on: '2099-12-12' })).toBe('Opens on 12 Dec');
    expect(releaseText(en, 'en', { kind: 'test', lessonId: 'gate', title: 'Chapter test', passPercent: 60 })).toBe(
      'Pass the chapter test to open',
    );
    await learnCatalog.ready('hi');
    expect(releaseText(learnCatalog.in('hi'), 'hi', { kind: 'date', on: '2099-12-12' })).toBe('12 दिस॰ को खुलेगा');
  });

  it('shows a test lesson’s pass mark and best score', () => {
    const en = learnCatalog.in('en');
    const lesson = { kind: 'test', durationSeconds: null, freePreview: false, passPercent: 60 } as const;
    expect(lessonMeta(en, { ...lesson, score: null })).toBe('Test · Pass mark 60%');
    expect(lessonMeta(en, { ...lesson, score: { score: 4, maxScore: 4, percent: 100, attemptId: 'a' } })).toBe(
      'Test · Pass mark 60% · Best 100%',
    );
  });
});
