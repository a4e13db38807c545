import { sampleFieldsOf, siteSettingsSchema, type SiteSettings } from '@chem/contract';
import type { SiteSettingsField, SiteSettingsInput } from '../api/settings';
import { schemaMessages } from './field-messages';

/** The settings the form shows as a switch each. */
export const SWITCH_FIELDS = ['doubtsFromSubscribers', 'doubtsFromFreeCourses'] as const;
export type SwitchField = (typeof SWITCH_FIELDS)[number];

/** The settings the form shows as one text input each (numbers as typed, checked by the schema). */
export type TextField = Exclude<SiteSettingsField, 'featuredVideoIds' | 'playlists' | SwitchField>;

export interface Row<T> {
  /** Stable across edits and moves, so React keeps each row's input (and its focus). */
  key: number;
  value: T;
}

export interface SettingsForm {
  fields: Record<TextField, string>;
  switches: Record<SwitchField, boolean>;
  videos: Array<Row<string>>;
  playlists: Array<Row<{ name: string; playlistId: string }>>;
}

let nextRowKey = 0;
export const row = <T>(value: T): Row<T> => ({ key: nextRowKey++, value });

export function formFrom(settings: SiteSettings): SettingsForm {
  const {
    featuredVideoIds,
    playlists,
    noteDownloadsPerDay,
    doubtsPerDay,
    practiceFreePerChapter,
    doubtsFromSubscribers,
    doubtsFromFreeCourses,
    ...texts
  } = settings;
  return {
    fields: {
      ...texts,
      noteDownloadsPerDay: String(noteDownloadsPerDay),
      doubtsPerDay: String(doubtsPerDay),
      practiceFreePerChapter: String(practiceFreePerChapter),
    },
    switches: { doubtsFromSubscribers, doubtsFromFreeCourses },
    videos: featuredVideoIds.map(row),
    playlists: playlists.map((playlist) => row({ ...playlist })),
  };
}

/** The request body, as typed; the contract's schema trims, reduces links to ids and checks it. */
export function bodyFrom(form: SettingsForm): SiteSettingsInput {
  return {
    ...form.fields,
    ...form.switches,
    featuredVideoIds: form.videos.map((item) => item.value),
    playlists: form.playlists.map((item) => item.value),
  };
}

export const messagesFor = (body: SiteSettingsInput) => schemaMessages(siteSettingsSchema, body);

/** Which fields still hold the made-up samples, as the admin types (the server decides the same on save). */
export function stillSamples(body: SiteSettingsInput): Set<SiteSettingsField> {
  const asTyped = {
    ...body,
    noteDownloadsPerDay: Number(body.noteDownloadsPerDay),
    doubtsPerDay: Number(body.doubtsPerDay),
    practiceFreePerChapter: Number(body.practiceFreePerChapter),
  } as SiteSettings;
  return new Set(sampleFieldsOf(asTyped));
}
