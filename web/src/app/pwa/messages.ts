/** The installed app's texts (update prompt, offline notice), in one place for a later translation. */
export const PWA_TEXT = {
  available: 'A new version is available',
  reload: 'Reload',
  reloading: 'Reloading...',
  later: 'Later',
  offline: 'You are offline',
  offlineDetail: 'Showing what this phone saved, which may be out of date. Notes, payments and sign-in need the internet.',
} as const;
