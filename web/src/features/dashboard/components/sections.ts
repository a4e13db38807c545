import { icons, type IconPath } from '../../../components/icons';

/** The dashboard's sections, in the sidebar's order; each label a catalogue id. */
export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'dashboard.section.overview', icon: icons.overview },
  { id: 'profile', label: 'dashboard.section.profile', icon: icons.profile },
  { id: 'subscription', label: 'dashboard.section.subscription', icon: icons.card },
  { id: 'course', label: 'dashboard.section.course', icon: icons.book },
  { id: 'notes', label: 'dashboard.section.notes', icon: icons.document },
] as const satisfies readonly { id: string; label: string; icon: IconPath }[];

export type SectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** `?section=` from the URL; anything unknown is the default, Overview. */
export function sectionFrom(value: string | null): SectionId {
  return DASHBOARD_SECTIONS.find((entry) => entry.id === value)?.id ?? 'overview';
}
