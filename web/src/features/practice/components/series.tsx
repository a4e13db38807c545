import { useEffect, useState } from 'react';
import { bucketIndex, type AttemptAwaitingRelease, type KeyCorrectionNote, type Leaderboard, type Ranking } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { INTL_LOCALE, getLocale } from '../../../i18n/locale';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { getLeaderboard, getLeaderboardPreference, setLeaderboardPreference } from '../api/practice';
import { practiceCatalog, type PracticeTranslate } from '../i18n';

/**
 * Scheduled tests on the student's screens: the window on the instructions (opens on ..., with a
 * countdown; closed), a submitted attempt waiting for its results, and the result's rank,
 * percentile, topper's and average score, the score distribution with "you are here" and the
 * leaderboard. Every figure is the server's; nothing is computed here but the bar widths.
 */

/** 27 Nov 2026, 10:00 am IST: times of a paper are India's wherever the phone is. */
function indiaTime(iso: string): string {
  const text = new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
  return `${text} IST`;
}

/** 2 d 03:04:05 / 03:04:05 until `iso`, once a second. */
function useCountdown(iso: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  if (!iso) return null;
  const left = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days} d ${clock}` : clock;
}

interface Scheduled {
  window: 'always' | 'upcoming' | 'open' | 'closed';
  opensAt: string | null;
  lastStartAt: string | null;
  resultsAt: string | null;
}

/** The schedule line of the list and the instructions: when it opens, the last start, when results are out. */
export function scheduleLine(t: PracticeTranslate, test: Scheduled): string | null {
  if (test.window === 'always') return null;
  const parts: string[] = [];
  if (test.window === 'upcoming' && test.opensAt) parts.push(t('practice.series.opensOn', { when: indiaTime(test.opensAt) }));
  if (test.window === 'open' && test.lastStartAt) parts.push(t('practice.series.lastStart', { when: indiaTime(test.lastStartAt) }));
  if (test.window === 'closed') parts.push(t('practice.series.closed'));
  if (test.resultsAt) parts.push(t('practice.series.resultsOn', { when: indiaTime(test.resultsAt) }));
  return parts.join(' · ');
}

/** On the instructions: the countdown to the opening, or that the test has closed. */
export function WindowNotice({ test }: { test: Scheduled }) {
  const t = useT(practiceCatalog);
  const countdown = useCountdown(test.window === 'upcoming' ? test.opensAt : null);
  const line = scheduleLine(t, test);
  if (!line) return null;
  return (
    <div className="series-window" data-window={test.window}>
      <p>{line}</p>
      {countdown && (
        <p className="series-countdown" role="timer" aria-live="off">
          {t('practice.series.countdown', { left: countdown })}
        </p>
      )}
    </div>
  );
}

/** A submitted attempt of a scheduled test before its results are out. */
export function AwaitingRelease({ view }: { view: AttemptAwaitingRelease }) {
  const t = useT(practiceCatalog);
  return (
    <section className="result-summary series-awaiting" aria-labelledby="awaiting-heading">
      <h1 id="awaiting-heading">{t('practice.series.submittedTitle', { title: view.title })}</h1>
      <p>{t('practice.series.answered', { answered: view.answered, total: view.questionCount })}</p>
      <p className="series-results-at">
        {t(view.counting ? 'practice.series.counting' : 'practice.series.resultsOut', { when: indiaTime(view.releasesAt) })}
      </p>
    </section>
  );
}

const scoreText = (value: number) => String(Math.round(value * 100) / 100);

/** The result's standing: rank, percentile, topper and average, the distribution and the leaderboard. */
export function RankingCard({
  ranking,
  score,
  maxScore,
  testId,
  leaderboard,
}: {
  ranking: Ranking;
  score: number;
  maxScore: number;
  testId: string;
  leaderboard: boolean;
}) {
  const t = useT(practiceCatalog);
  const largest = Math.max(1, ...ranking.distribution.map((bucket) => bucket.count));
  const mine = bucketIndex(score, maxScore);
  const figures: Array<[string, string]> = [
    [t('practice.series.rank'), t('practice.series.rankOf', { rank: formatCount(ranking.rank), takers: formatCount(ranking.takers) })],
    [t('practice.series.percentile'), ranking.percentile.toFixed(7)],
    [t('practice.series.yourScore'), scoreText(score)],
    [t('practice.series.topScore'), scoreText(ranking.topScore)],
    [t('practice.series.average'), scoreText(ranking.averageScore)],
  ];
  return (
    <section className="result-card" aria-labelledby="result-standing">
      <h2 id="result-standing">{t('practice.series.standing')}</h2>
      {!ranking.ranked && <p className="result-note">{t('practice.series.notRanked')}</p>}
      <dl className="result-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="series-subheading">{t('practice.series.distribution')}</h3>
      <ol className="series-distribution" aria-label={t('practice.series.distribution')}>
        {ranking.distribution.map((bucket, index) => (
          <li key={bucket.fromPercent} data-mine={index === mine || undefined}>
            <span className="series-bucket-label">{t('practice.series.bucket', { from: bucket.fromPercent, to: bucket.toPercent })}</span>
            <span className="series-bucket-bar">
              <span style={{ width: `${(bucket.count / largest) * 100}%` }} />
            </span>
            <span className="series-bucket-count">{formatCount(bucket.count)}</span>
            {index === mine && <strong className="series-you">{t('practice.series.youAreHere')}</strong>}
          </li>
        ))}
      </ol>
      {leaderboard && <LeaderboardPanel testId={testId} />}
    </section>
  );
}

function LeaderboardPanel({ testId }: { testId: string }) {
  const t = useT(practiceCatalog);
  const [state, setState] = useState<
    { status: 'idle' | 'loading' } | { status: 'ready'; board: Leaderboard } | { status: 'error'; message: string }
  >({
    status: 'idle',
  });
  const [showName, setShowName] = useState<boolean | null>(null);
  async function open() {
    setState({ status: 'loading' });
    try {
      const [board, preference] = await Promise.all([getLeaderboard(testId), getLeaderboardPreference()]);
      setShowName(preference.showName);
      setState({ status: 'ready', board });
    } catch (error) {
      setState({ status: 'error', message: errorText(error, t('practice.series.leaderboardFailed')) });
    }
  }
  if (state.status !== 'ready')
    return (
      <div className="series-leaderboard">
        <button type="button" className="button button-secondary" onClick={() => void open()} disabled={state.status === 'loading'}>
          {state.status === 'loading' ? t('practice.series.leaderboardLoading') : t('practice.series.showLeaderboard')}
        </button>
        {state.status === 'error' && <p role="alert">{state.message}</p>}
      </div>
    );
  return (
    <div className="series-leaderboard">
      <h3 className="series-subheading">{t('practice.series.leaderboard')}</h3>
      <table className="series-table">
        <thead>
          <tr>
            <th scope="col">{t('practice.series.rank')}</th>
            <th scope="col">{t('practice.series.name')}</th>
            <th scope="col">{t('practice.series.score')}</th>
            <th scope="col">{t('practice.series.time')}</th>
          </tr>
        </thead>
        <tbody>
          {state.board.entries.map((entry, index) => (
            <tr key={index} data-you={entry.isYou || undefined}>
              <td>{entry.rank}</td>
              <td>{entry.isYou ? t('practice.series.you', { name: entry.name }) : entry.name}</td>
              <td>{scoreText(entry.score)}</td>
              <td>
                {t('practice.series.minutesSeconds', {
                  minutes: Math.floor(entry.timeTakenSeconds / 60),
                  seconds: entry.timeTakenSeconds % 60,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="series-takers">{t('practice.series.takers', { count: state.board.takers })}</p>
      {showName !== null && (
        <label className="form-check">
          <input
            type="checkbox"
            checked={showName}
            onChange={(event) => {
              const next = event.target.checked;
              setShowName(next);
              // Remembered on the profile; shown from the next time the leaderboard is read.
              void setLeaderboardPreference(next).catch(() => setShowName(!next));
            }}
          />
          {t('practice.series.showMyName')}
        </label>
      )}
    </div>
  );
}

/** "The key was corrected": each correction that changed this attempt, with what changed for it. */
export function KeyCorrections({ notes, numberOf }: { notes: KeyCorrectionNote[]; numberOf: (questionId: string) => number }) {
  const t = useT(practiceCatalog);
  if (notes.length === 0) return null;
  return (
    <section className="result-card series-corrections" aria-labelledby="result-corrections">
      <h2 id="result-corrections">{t('practice.series.keyCorrected')}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note.jobId}>
            {note.action === 'drop'
              ? t(note.bonusTo === 'all' ? 'practice.series.droppedAll' : 'practice.series.droppedAttempted', {
                  number: numberOf(note.questionId),
                })
              : t('practice.series.keyChanged', { number: numberOf(note.questionId) })}{' '}
            {t('practice.series.scoreChange', { before: scoreText(note.scoreBefore), after: scoreText(note.scoreAfter) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
