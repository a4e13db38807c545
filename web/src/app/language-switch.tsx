import { startTransition } from 'react';
import { useT } from '../i18n/catalog';
import { LOCALES, setLocale, useLocale, type Locale } from '../i18n/locale';
import { saveProfileLanguage } from '../lib/profile-language';
import { shellCatalog } from './i18n';

/** Each language by its own name, so a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Locale, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  hi: { name: 'हिन्दी', lang: 'hi' },
};

/**
 * English / हिन्दी. The full switch (both, the current one pressed) sits in the slide-in menu; the
 * compact one in the header bar offers the other language in one tap. The switch runs as a
 * transition: the page stays as it is until the new language's texts have arrived. A signed-in
 * student's profile remembers the choice too (their emails follow it).
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT(shellCatalog);
  const locale = useLocale();
  const choose = (next: Locale) => {
    if (next === locale) return;
    startTransition(() => setLocale(next));
    saveProfileLanguage(next);
  };

  if (compact) {
    const other = locale === 'en' ? 'hi' : 'en';
    return (
      <button className="language-switch-compact" type="button" lang={LANGUAGE_NAMES[other].lang} onClick={() => choose(other)}>
        {LANGUAGE_NAMES[other].name}
      </button>
    );
  }
  return (
    <div className="language-switch" role="group" aria-label={t('shell.language.label')}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={LANGUAGE_NAMES[option].lang}
          aria-pressed={option === locale}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option].name}
        </button>
      ))}
    </div>
  );
}
