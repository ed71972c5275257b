export type ToastPlacement = 'top' | 'bottom';

/**
 * A toast goes to the half of the screen away from the action that caused it: at the top when the
 * visitor acted in the lower half (a card's buttons on a phone), at the bottom otherwise.
 */
export function toastPlacement(actionY: number | null, viewportHeight: number): ToastPlacement {
  if (actionY === null || !(viewportHeight > 0)) return 'bottom';
  return actionY > viewportHeight / 2 ? 'top' : 'bottom';
}
