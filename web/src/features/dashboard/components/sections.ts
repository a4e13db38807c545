import { icons, type IconPath } from '../../../components/icons';

/** The dashboard's sections, in the sidebar's order (product-spec §2). */
export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'Overview', icon: icons.overview },
  { id: 'profile', label: 'Profile', icon: icons.profile },
  { id: 'subscription', label: 'Subscription Details', icon: icons.card },
  { id: 'course', label: 'Course', icon: icons.book },
  { id: 'notes', label: 'Notes', icon: icons.document },
] as const satisfies readonly { id: string; label: string; icon: IconPath }[];

export type SectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** `?section=` from the URL; anything unknown is the default, Overview. */
export function sectionFrom(value: string | null): SectionId {
  return DASHBOARD_SECTIONS.find((entry) => entry.id === value)?.id ?? 'overview';
}
