import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CardSkeletons } from '../../../components/catalogue/card-skeletons';
import { LoadError } from '../../../components/catalogue/load-error';
import { listNotes } from '../api/notes';
import { NotesCatalogue } from '../components/notes-catalogue';
import '../notes.css';

export function loader({ request }: LoaderFunctionArgs) {
  return { notes: listNotes(request.signal) };
}

export function Component() {
  useDocumentTitle('Notes');
  const { notes } = useLoaderData<typeof loader>();

  return (
    <div className="catalogue-page">
      <header className="catalogue-hero">
        <h1>Chemistry Notes</h1>
        <p>Typed and handwritten notes for every unit, ready to preview and download with your plan.</p>
      </header>
      <div className="catalogue-body">
        <Suspense
          fallback={
            <div role="status" aria-label="Loading notes">
              <div className="catalogue-toolbar-placeholder notes-toolbar-placeholder" />
              <CardSkeletons />
            </div>
          }
        >
          <Await resolve={notes} errorElement={<LoadError title="Could not load the notes" />}>
            {(list) => <NotesCatalogue notes={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
