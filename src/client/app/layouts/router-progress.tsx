import { useEffect, useRef } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useNavigation } from 'react-router';
import { CONSTANTS } from '#shared/lib/messages';

/**
 * The page-load progress bar (spec §2): shown while the router loads the next page, after a
 * 200 ms throttle so that quick navigations do not flash it.
 */
export function RouterProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const started = useRef(false);

  useEffect(() => {
    if (!busy) {
      if (started.current) nprogress.complete();
      started.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      started.current = true;
      nprogress.start();
    }, CONSTANTS.progressThrottleMs);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return <NavigationProgress size={3} stepInterval={CONSTANTS.progressDurationMs / 20} aria-hidden />;
}
