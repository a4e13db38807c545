// Apart from paths.ts, which the home page loads: only signed-in students' screens need it.
/** The student's notifications (the bell's page). */
export const NOTIFICATIONS_PATH = '/notifications';
