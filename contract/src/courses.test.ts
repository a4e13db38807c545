import { describe, expect, it } from 'vitest';
import { courseChangesSchema, newCourseSchema, toChapterList } from './courses.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

const form = { title: 'Organic Chemistry', description: 'Carbon compounds', price: '499' };

describe('newCourseSchema', () => {
  it('parses the strings of a multipart form into numbers, booleans and a chapter list', () => {
    const course = newCourseSchema.parse({
      ...form,
      lessons: '24',
      originalPrice: '999.5',
      isFree: 'false',
      difficulty: 'Intermediate',
      rating: '4.5',
      students: '120',
      featured: 'true',
      bestseller: 'on',
      isLive: '0',
      chapters: 'Alkanes\nAlkenes, and alkynes\n\n  Aromatics  ',
    });
    expect(course).toMatchObject({
      lessons: 24,
      price: 499,
      originalPrice: 999.5,
      isFree: false,
      difficulty: 'Intermediate',
      rating: 4.5,
      students: 120,
      featured: true,
      bestseller: true,
      isLive: false,
      chapters: ['Alkanes', 'Alkenes, and alkynes', 'Aromatics'].map((title) => ({ title, lessons: [] })),
    });
  });

  it('accepts real numbers and booleans from a JSON body', () => {
    const course = newCourseSchema.parse({ ...form, price: 0, isFree: true, lessons: 3, chapters: ['A', ' B '] });
    expect(course).toMatchObject({
      price: 0,
      isFree: true,
      lessons: 3,
      chapters: [
        { title: 'A', lessons: [] },
        { title: 'B', lessons: [] },
      ],
    });
  });

  it.each([
    [{ ...form, title: undefined }, 'Title is required.'],
    [{ ...form, title: '   ' }, 'Title is required.'],
    [{ ...form, description: '' }, 'Description is required.'],
    [{ ...form, lessons: 'abc' }, 'Lessons must be a whole number of 0 or more.'],
    [{ ...form, lessons: '2.5' }, 'Lessons must be a whole number of 0 or more.'],
    [{ ...form, price: '-1' }, 'Price must be a number of 0 or more (in rupees).'],
    [{ ...form, price: '0x10' }, 'Price must be a number of 0 or more (in rupees).'],
    [{ ...form, originalPrice: 'lots' }, 'Original price must be a number of 0 or more (in rupees).'],
    [{ ...form, difficulty: 'Expert' }, 'Difficulty must be Beginner, Intermediate or Advanced.'],
    [{ ...form, rating: '5.5' }, 'Rating must be a number from 0 to 5.'],
    [{ ...form, students: '-3' }, 'Students must be a whole number of 0 or more.'],
    [{ ...form, isFree: 'maybe' }, 'isFree must be true or false.'],
    [{ ...form, featured: 'yes please' }, 'featured must be true or false.'],
    [{ ...form, chapters: '["unclosed"' }, 'Chapters must be a list of chapter names (a JSON array, or one name per line).'],
    [{ ...form, chapters: '[1, 2]' }, 'Chapters must be a list of chapter names (a JSON array, or one name per line).'],
    [{ title: 'Paid', description: 'No price given' }, 'Price is required unless the course is free.'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstMessage(newCourseSchema.safeParse(input))).toBe(message);
  });

  it('lets a free course leave out its price and defaults nothing it was not given', () => {
    expect(newCourseSchema.parse({ title: 'Free', description: 'Intro', isFree: 'true', lessons: '' })).toEqual({
      title: 'Free',
      description: 'Intro',
      isFree: true,
    });
  });
});

describe('courseChangesSchema', () => {
  it('keeps only what was sent: blank counts are "not sent", a blank original price clears it', () => {
    expect(courseChangesSchema.parse({ lessons: '', originalPrice: '', instructor: '' })).toEqual({ originalPrice: null, instructor: '' });
  });

  it('still refuses a blank title on update', () => {
    expect(firstMessage(courseChangesSchema.safeParse({ title: ' ' }))).toBe('Title is required.');
  });
});

describe('toChapterList', () => {
  it.each([
    ['["Atoms", "Bonds"]', ['Atoms', 'Bonds']],
    ['Atoms, Bonds,Kinetics', ['Atoms', ' Bonds', 'Kinetics']],
    ['Atoms, an overview\r\nBonds', ['Atoms, an overview', 'Bonds']],
    ['  ', []],
  ])('reads %j', (input, expected) => {
    expect(toChapterList(input)).toEqual(expected);
  });
});
