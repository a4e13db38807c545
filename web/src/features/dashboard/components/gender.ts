import type { DashboardT } from '../i18n';

/** The profile's gender choices: stored in English (the value), shown in the interface language. */
export const GENDER_OPTIONS = {
  Female: 'dashboard.gender.female',
  Male: 'dashboard.gender.male',
  Other: 'dashboard.gender.other',
  'Prefer not to say': 'dashboard.gender.preferNot',
} as const;

/** A stored gender as a reader sees it; a value the form does not offer stays as written. */
export function genderLabel(value: string, t: DashboardT): string {
  const id = GENDER_OPTIONS[value as keyof typeof GENDER_OPTIONS];
  return id ? t(id) : value;
}
