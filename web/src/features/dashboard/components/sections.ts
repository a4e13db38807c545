import type { IconName } from './icons';

/** The dashboard's sections, in the sidebar's order (product-spec §2). */
export const DASHBOARD_SECTIONS = [
  { id: 'overview', label: 'Overview', icon: 'overview' },
  { id: 'profile', label: 'Profile', icon: 'profile' },
  { id: 'subscription', label: 'Subscription Details', icon: 'subscription' },
  { id: 'course', label: 'Course', icon: 'course' },
  { id: 'notes', label: 'Notes', icon: 'notes' },
] as const satisfies readonly { id: string; label: string; icon: IconName }[];

export type SectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** `?section=` from the URL; anything unknown is the default, Overview. */
export function sectionFrom(value: string | null): SectionId {
  return DASHBOARD_SECTIONS.find((entry) => entry.id === value)?.id ?? 'overview';
}
