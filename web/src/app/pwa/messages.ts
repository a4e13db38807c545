/** The installed app's texts (update prompt, offline notice), in one place for a later translation. */
export const PWA_TEXT = {
  available: 'A new version is available',
  reload: 'Reload',
  reloading: 'Reloading...',
  later: 'Later',
  offline: 'You are offline',
  offlineDetail:
    'You are seeing what was saved on this phone. Lists may be out of date, and notes, payments and sign-in need the internet.',
} as const;
