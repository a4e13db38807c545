import { useT } from '../../../i18n/catalog';
import { countdownOf } from '../countdown';
import { liveClassesCatalog, type LiveClassesT } from '../i18n';

/** "2 days 3 hr 5 min": the parts that are not zero, minutes always once under a day. */
function timeLeft(days: number, hours: number, minutes: number, t: LiveClassesT): string {
  const parts = [
    days > 0 ? t('liveClasses.countdown.days', { count: days }) : '',
    hours > 0 ? t('liveClasses.countdown.hours', { count: hours }) : '',
    days === 0 && (minutes > 0 || hours === 0) ? t('liveClasses.countdown.minutes', { count: minutes }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The class's countdown to the minute, "Live now" during it. */
export function CountdownText({ startsAt, endsAt, now }: { startsAt: string; endsAt: string; now: number }) {
  const t = useT(liveClassesCatalog);
  const countdown = countdownOf(startsAt, endsAt, now);
  const text =
    countdown.phase === 'upcoming'
      ? t('liveClasses.countdown.upcoming', { time: timeLeft(countdown.days, countdown.hours, countdown.minutes, t) })
      : countdown.phase === 'open'
        ? t('liveClasses.countdown.open', { time: timeLeft(0, 0, countdown.minutes, t) })
        : countdown.phase === 'live'
          ? t('liveClasses.countdown.live')
          : t('liveClasses.countdown.ended');
  return (
    <span className="live-countdown" data-phase={countdown.phase}>
      {text}
    </span>
  );
}
