import { LIVE_CLASS_LIMITS } from '@chem/contract';
import { useEffect, useState } from 'react';
import { INTL_LOCALE, getLocale } from '../../i18n/locale';

/**
 * Where a class stands for its countdown, to the minute: the whole days, hours and minutes left
 * (rounded up, so "1 min" shows until the start), "open" from 10 minutes before the start (the
 * join button shows), "live" from the start to the end, then "ended".
 */
export type Countdown =
  | { phase: 'upcoming'; days: number; hours: number; minutes: number }
  | { phase: 'open'; minutes: number }
  | { phase: 'live' }
  | { phase: 'ended' };

export function countdownOf(startsAt: string, endsAt: string, now: number): Countdown {
  const start = Date.parse(startsAt);
  if (now >= Date.parse(endsAt)) return { phase: 'ended' };
  if (now >= start) return { phase: 'live' };
  const minutesLeft = Math.ceil((start - now) / 60_000);
  if (minutesLeft <= LIVE_CLASS_LIMITS.earlyJoinMinutes) return { phase: 'open', minutes: minutesLeft };
  return {
    phase: 'upcoming',
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** The time now, again at each new minute (and when the tab comes back), for countdowns. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number;
    const tick = () => {
      setNow(Date.now());
      // The next whole minute, plus a little, so the shown minute changes when the clock's does.
      timer = window.setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    };
    timer = window.setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    const onVisible = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return now;
}

/** "27 Nov 2026, 7:00 pm" in India time whatever the phone's zone, in the interface language. */
export function indiaDateTime(iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[getLocale()], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
}
