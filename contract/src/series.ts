import { z } from 'zod';
import type { TestSummary } from './practice-tests.js';
import { requestSchema } from './text.js';

/**
 * Test series: the teacher groups tests into a named series ("JEE Main 2027: Sunday mocks"). A test
 * names its series (`seriesId` on the test, null for none), so a test is in one series at most and
 * a series' papers are one query; they are shown in the order of their schedule. Anyone may read a
 * published series' page (the papers, their schedule and what is free); a signed-in student also
 * gets their trend: per released paper, their ranked attempt's score, rank and percentile.
 */

export const SERIES_LIMITS = {
  titleChars: 120,
  descriptionChars: 1000,
} as const;

export const SERIES_MESSAGES = {
  notFound: 'This test series does not exist.',
  unknownSeries: 'Choose a test series that exists.',
  notEmpty: 'This series still has tests. Move them to another series first, or delete the series and leave its tests without one.',
  deleted: 'Test series deleted.',
  deletedDetached: 'Test series deleted. Its tests stay, without a series.',
} as const;

const text = (label: string, max: number, required = true) => {
  const base = z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} characters.`);
  return required ? base.min(1, `${label} is required.`) : base;
};

/** The admin's series form. */
export const seriesInputSchema = requestSchema(
  z.object({
    title: text('Title', SERIES_LIMITS.titleChars),
    description: text('Description', SERIES_LIMITS.descriptionChars, false).default(''),
    /** Only published series are listed and have a public page. */
    published: z.boolean({ error: 'Published must be true or false.' }).default(false),
  }),
);
export type SeriesInput = z.infer<typeof seriesInputSchema>;

/** DELETE /api/admin/series/:id?detach=true deletes a series that still has tests, leaving them without one. */
export const seriesDeleteQuery = requestSchema(
  z.object({ detach: z.enum(['true', 'false'], { error: 'Detach must be true or false.' }).optional() }),
);

/** A series as the admin edits it. */
export interface TestSeries {
  _id: string;
  title: string;
  description: string;
  published: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface AdminSeries extends TestSeries {
  /** Tests in the series, published or not. */
  testCount: number;
}

/** GET /api/admin/series: newest first. */
export interface AdminSeriesList {
  series: AdminSeries[];
}

/** A published series in GET /api/series. */
export interface SeriesSummary {
  _id: string;
  title: string;
  description: string;
  /** Its published papers. */
  paperCount: number;
}

export interface SeriesList {
  series: SeriesSummary[];
}

/**
 * GET /api/series/:id: the series and its published papers in schedule order, as a visitor sees
 * them (free or for subscribers, nobody's attempts, no key).
 */
export interface SeriesPage {
  _id: string;
  title: string;
  description: string;
  papers: TestSummary[];
}

/** One released paper of the student's trend; `result` null when they did not take it. */
export interface SeriesTrendPoint {
  testId: string;
  title: string;
  opensAt: string | null;
  resultsAt: string | null;
  result: {
    /** The ranked attempt: the student's first submitted one. */
    attemptId: string;
    score: number;
    maxScore: number;
    rank: number;
    takers: number;
    percentile: number;
  } | null;
}

/** GET /api/series/:id/mine: released papers only (a paper whose results are held is not in it at all). */
export interface SeriesTrend {
  seriesId: string;
  papers: SeriesTrendPoint[];
}

type Scheduled = Pick<TestSummary, 'opensAt' | 'title'>;

/** Papers in the order of their schedule: by opening time, those without one last, then by title. */
export function paperOrder(a: Scheduled, b: Scheduled): number {
  if (a.opensAt !== b.opensAt) {
    if (a.opensAt === null) return 1;
    if (b.opensAt === null) return -1;
    return Date.parse(a.opensAt) - Date.parse(b.opensAt);
  }
  return a.title.localeCompare(b.title);
}
