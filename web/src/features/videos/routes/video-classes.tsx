import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { listPlaylists } from '../api/videos';
import { VideoClasses } from '../components/video-classes';
import { VideosFailed } from '../components/videos-failed';
import { videosCatalog } from '../i18n';
import '../videos.css';

export function loader({ request }: LoaderFunctionArgs) {
  return { playlists: listPlaylists(request.signal) };
}

export function Component() {
  const t = useT(videosCatalog);
  useDocumentTitle(t('videos.title'));
  const { playlists } = useLoaderData<typeof loader>();

  return (
    <div className="videos-page">
      <header className="videos-banner">
        <div className="videos-banner-inner">
          <p className="videos-kicker">{t('videos.kicker')}</p>
          <h1>{t('videos.title')}</h1>
          <p>{t('videos.text')}</p>
        </div>
        <svg className="videos-banner-art" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
          <circle cx="60" cy="60" r="56" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.35" />
          <path fill="currentColor" d="M48 38v44l36-22-36-22Z" />
        </svg>
      </header>
      <div className="videos-body">
        <Suspense
          fallback={
            <p className="videos-loading" role="status">
              {t('videos.loading')}
            </p>
          }
        >
          <Await resolve={playlists} errorElement={<VideosFailed />}>
            {(list) => <VideoClasses playlists={list} />}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
