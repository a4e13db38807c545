// Apart from paths.ts, which the home page loads: only the screens that show live classes need it.
/** A live class's page, where students join it (the reminder and the calendar file link here). */
export const liveClassPath = (id: string) => `/live/${encodeURIComponent(id)}`;
