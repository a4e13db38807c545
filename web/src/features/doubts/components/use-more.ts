import { useState } from 'react';
import type { Loaded } from '../../../lib/use-load';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/catalog';
import { doubtsCatalog } from '../i18n';

/** "Show more" of a paged list loaded with useLoad: the next page appended to what is shown. */
export function useMore<T, Page>(list: Loaded<T>, fetchPage: (cursor: string) => Promise<Page>, append: (shown: T, next: Page) => T) {
  const t = useT(doubtsCatalog);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const load = (cursor: string) => {
    setBusy(true);
    setProblem('');
    fetchPage(cursor).then(
      (next) => {
        list.update((shown) => append(shown, next));
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(errorText(error, t('doubts.moreFailed')));
        setBusy(false);
      },
    );
  };
  return { busy, problem, load };
}
