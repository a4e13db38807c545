import { lazy } from 'react';

// What other features may use of live classes: the upcoming classes card (the dashboard's, and a
// course page's for that course), loaded as its own chunk; and the admin's section.
export const UpcomingLiveClasses = lazy(() => import('./entry/upcoming-classes'));
export const loadLiveClassesSection = () => import('./admin/live-classes-section');
