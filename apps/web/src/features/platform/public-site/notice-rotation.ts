/** Spec 002 §1, §9: the notice banner moves on every 2000 ms, sliding for 500 ms, and stops while hovered. */
export const NOTICE_ROTATE_MS = 2000;
export const NOTICE_SLIDE_MS = 500;

export interface RotationState {
  readonly index: number;
  readonly paused: boolean;
}

export type RotationEvent = 'tick' | 'enter' | 'leave';

export const ROTATION_START: RotationState = { index: 0, paused: false };

/**
 * One step of the banner: a tick shows the next of `count` notices (after the last, the first again)
 * unless the pointer is over the banner; entering pauses, leaving resumes. Fewer than two notices never move.
 */
export function rotationStep(state: RotationState, event: RotationEvent, count: number): RotationState {
  switch (event) {
    case 'enter':
      return { ...state, paused: true };
    case 'leave':
      return { ...state, paused: false };
    case 'tick':
      if (state.paused || count < 2) return { ...state, index: count === 0 ? 0 : state.index % count };
      return { ...state, index: (state.index + 1) % count };
  }
}
