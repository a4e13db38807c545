import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listCourses } from '../api/courses';
import { CardSkeletons } from '../../../components/catalogue/card-skeletons';
import { CourseCatalogue } from '../components/course-catalogue';
import { LoadError } from '../../../components/catalogue/load-error';
import '../courses.css';

/** Starts the request while the route's chunk is still arriving; the page streams it in. */
export function loader({ request }: LoaderFunctionArgs) {
  return { courses: listCourses(request.signal) };
}

export function Component() {
  useDocumentTitle('Courses');
  const { courses } = useLoaderData<typeof loader>();

  return (
    <div className="catalogue-page">
      <header className="catalogue-hero">
        <h1>Our Courses</h1>
        <p>From class 10 foundations to engineering chemistry: learn at your own pace with notes, videos and practice.</p>
      </header>
      <div className="catalogue-body">
        <Suspense fallback={<CatalogueLoading />}>
          <Await resolve={courses} errorElement={<LoadError title="Could not load the courses" />}>
            {(list) => <CourseCatalogue courses={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

function CatalogueLoading() {
  return (
    <div role="status" aria-label="Loading courses">
      <div className="catalogue-toolbar-placeholder" />
      <CardSkeletons />
    </div>
  );
}
