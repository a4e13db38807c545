import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CardSkeletons } from '../../../components/catalogue/card-skeletons';
import { LoadError } from '../../../components/catalogue/load-error';
import { listNotes } from '../api/notes';
import { NotesCatalogue } from '../components/notes-catalogue';
import '../notes.css';
import { useT } from '../../../i18n/catalog';
import { notesCatalog } from '../i18n';

export function loader({ request }: LoaderFunctionArgs) {
  return { notes: listNotes(request.signal) };
}

export function Component() {
  const t = useT(notesCatalog);
  useDocumentTitle(t('notes.library.documentTitle'));
  const { notes } = useLoaderData<typeof loader>();

  return (
    <div className="catalogue-page">
      <header className="catalogue-hero">
        <h1>{t('notes.library.title')}</h1>
        <p>{t('notes.library.intro')}</p>
      </header>
      <div className="catalogue-body">
        <Suspense
          fallback={
            <div role="status" aria-label={t('notes.library.loading')}>
              <div className="catalogue-toolbar-placeholder notes-toolbar-placeholder" />
              <CardSkeletons />
            </div>
          }
        >
          <Await resolve={notes} errorElement={<LoadError title={t('notes.library.loadError')} />}>
            {(list) => <NotesCatalogue notes={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
