import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a control that mounts on intent (ArmOnIntent): hovers its look-alike so the real control
 * replaces it, then clicks the real one. Synthetic events keep going to the element they were
 * given, unlike a browser's pointer, so a plain click would land on the replaced look-alike.
 * @param find answers the control each time (the look-alike first, the real control after).
 */
export async function clickArmed(user: UserEvent, find: () => Promise<HTMLElement>): Promise<void> {
  await user.hover(await find());
  await user.click(await find());
}
