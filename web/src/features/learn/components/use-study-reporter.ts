import { useCallback, useEffect, useRef } from 'react';
import { STUDY_TIME, type CourseProgress } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { reportStudyTime } from '../api/learn';
import { StudyClock } from '../study-clock';

/**
 * Study time for one video lesson, sent in batches: every minute of playing, when the video stops,
 * when the student moves to another lesson, and when the page is hidden (the request then outlives
 * the page). A report the server refuses is dropped (it said more time than has passed); one that
 * never arrived goes into the next. Returns the function the player calls as playback starts and stops.
 */
export function useStudyReporter(courseId: string, lessonId: string, enabled: boolean, onProgress: (progress: CourseProgress) => void) {
  const clock = useRef<StudyClock | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latestOnProgress = useRef(onProgress);

  useEffect(() => {
    latestOnProgress.current = onProgress;
  }, [onProgress]);

  const flush = useCallback(
    (leaving = false) => {
      const pending = clock.current;
      if (!enabled || !pending) return;
      const seconds = pending.take(performance.now(), STUDY_TIME.maxReportSeconds);
      if (seconds < 1) return;
      queue.current = queue.current.then(() =>
        reportStudyTime(courseId, lessonId, seconds, leaving).then(
          (progress) => latestOnProgress.current(progress),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 0) pending.giveBack(seconds);
            else console.warn('Study time was not recorded', error);
          },
        ),
      );
    },
    [courseId, lessonId, enabled],
  );

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if ((clock.current?.pendingSeconds(performance.now()) ?? 0) >= STUDY_TIME.reportEverySeconds) flush();
    }, 5_000);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      clock.current?.stop(performance.now());
      flush(true);
    };
  }, [enabled, flush]);

  return useCallback(
    (playing: boolean) => {
      clock.current ??= new StudyClock();
      if (playing) {
        clock.current.start(performance.now());
      } else {
        clock.current.stop(performance.now());
        flush();
      }
    },
    [flush],
  );
}
