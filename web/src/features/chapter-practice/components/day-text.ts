import { formatShortDate } from '../../../lib/format';

/** An India day ("2026-11-28") in the reader's language and date style. */
export const dayText = (day: string) => formatShortDate(`${day}T12:00:00+05:30`);
