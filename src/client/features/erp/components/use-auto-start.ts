import { useEffect, useRef } from 'react';

/** Call `start` once when the component first mounts (a step's check starts when the step opens). */
export function useAutoStart(start: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
}
