import { useEffect, useRef } from 'react';
import { nextPollDelay, type PollSchedule } from './poll-schedule';

/**
 * Polls while `active`, with a growing wait between polls that brought no change (`poll`
 * resolves true when something changed, which starts the waits over), and stops after the
 * schedule's idle rounds. A hidden tab asks nothing; it polls again once it is shown. An offline
 * browser asks nothing either (the call could only fail, and a poll the seller never asked for
 * would toast the connection message next to a save the outbox keeps calmly); it polls again on
 * the browser's `online` event. Turning `active` off and on (a new upload) starts a fresh schedule.
 */
export function usePolling(
  active: boolean,
  poll: () => Promise<boolean>,
  schedule: PollSchedule,
): void {
  const pollRef = useRef(poll);
  pollRef.current = poll;

  useEffect(() => {
    if (!active) return;
    let idleRounds = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const scheduleNext = () => {
      const delay = nextPollDelay(schedule, idleRounds);
      if (delay === null || stopped) return;
      timer = setTimeout(() => void round(), delay);
    };
    const round = async () => {
      if (document.visibilityState === 'hidden') return; // resumed by the visibility listener
      if (!navigator.onLine) return; // resumed by the online listener
      const changed = await pollRef.current().catch(() => false);
      idleRounds = changed ? 0 : idleRounds + 1;
      scheduleNext();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return;
      clearTimeout(timer);
      void round();
    };

    scheduleNext();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [active, schedule]);
}
