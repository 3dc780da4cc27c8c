import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How a lazily mounted control was first reached: hovered, focused, or clicked before either. */
export type TArmedBy = 'pointer' | 'focus' | 'click';

/** Props of {@link ArmOnIntent}. */
export type TArmOnIntentProps = {
  /** A light look-alike shown until the user reaches for the control (same size, label and role). */
  fallback: ReactNode;
  /** The real control; `armedBy` 'click' means it should open at once (the click hit the look-alike). */
  children: (armedBy: TArmedBy) => ReactNode;
};

/**
 * Mounts a heavy control (a dropdown, menu or popover with its floating-position machinery) only
 * when the user reaches for it: on hover, focus or click of its light look-alike. Long lists of
 * specs then mount a few plain inputs and buttons per row instead of several floating widgets,
 * which keeps scrolling smooth. A control reached by keyboard gets the focus back after the swap.
 * (Tests driving it with synthetic events hover the look-alike first, then act on the real control.)
 */
export function ArmOnIntent({ fallback, children }: TArmOnIntentProps) {
  const [armedBy, setArmedBy] = useState<TArmedBy | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (armedBy === 'focus') box.current?.querySelector<HTMLElement>('input:not([type=hidden]), button, [tabindex]:not([tabindex="-1"])')?.focus();
  }, [armedBy]);
  // Swapped at once (not at React's next render): the press that follows a hover must land on
  // the real control, not on a look-alike that is about to be replaced.
  const arm = (by: TArmedBy) => () => flushSync(() => setArmedBy((current) => current ?? by));
  return (
    <span
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={armedBy ? undefined : arm('pointer')}
      onFocusCapture={armedBy ? undefined : arm('focus')}
      onClickCapture={armedBy ? undefined : arm('click')}
    >
      {armedBy ? children(armedBy) : fallback}
    </span>
  );
}
