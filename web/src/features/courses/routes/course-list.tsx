import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listCourses } from '../api/courses';
import { CardSkeletons } from '../../../components/catalogue/card-skeletons';
import { CourseCatalogue } from '../components/course-catalogue';
import { LoadError } from '../../../components/catalogue/load-error';
import '../courses.css';
import { useT } from '../../../i18n/catalog';
import { coursesCatalog } from '../i18n';

/** Starts the request while the route's chunk is still arriving; the page streams it in. */
export function loader({ request }: LoaderFunctionArgs) {
  return { courses: listCourses(request.signal) };
}

export function Component() {
  const t = useT(coursesCatalog);
  useDocumentTitle(t('courses.list.documentTitle'));
  const { courses } = useLoaderData<typeof loader>();

  return (
    <div className="catalogue-page">
      <header className="catalogue-hero">
        <h1>{t('courses.list.title')}</h1>
        <p>{t('courses.list.intro')}</p>
      </header>
      <div className="catalogue-body">
        <Suspense fallback={<CatalogueLoading />}>
          <Await resolve={courses} errorElement={<LoadError title={t('courses.list.loadError')} />}>
            {(list) => <CourseCatalogue courses={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function CatalogueLoading() {
  const t = useT(coursesCatalog);
  return (
    <div role="status" aria-label={t('courses.list.loading')}>
      <div className="catalogue-toolbar-placeholder" />
      <CardSkeletons />
    </div>
  );
}
