/** What other features may use of the small pages: the not-found page, loaded on demand. */
export const loadNotFoundPage = () => import('./routes/not-found');
