import { describe, expect, it } from 'vitest';
import { NOTICE_ROTATE_MS, NOTICE_SLIDE_MS, ROTATION_START, rotationStep } from './notice-rotation';
import type { RotationEvent, RotationState } from './notice-rotation';

const run = (events: readonly RotationEvent[], count: number): RotationState =>
  events.reduce((state, event) => rotationStep(state, event, count), ROTATION_START);

describe('notice banner rotation (002 §1, §9)', () => {
  it('uses the spec’s 2000 ms rotation and 500 ms slide', () => {
    expect([NOTICE_ROTATE_MS, NOTICE_SLIDE_MS]).toEqual([2000, 500]);
  });

  it('moves to the next notice on each tick and wraps after the last', () => {
    expect(run(['tick'], 3).index).toBe(1);
    expect(run(['tick', 'tick'], 3).index).toBe(2);
    expect(run(['tick', 'tick', 'tick'], 3).index).toBe(0);
  });

  it('stands still while hovered and goes on after the pointer leaves', () => {
    const hovered = run(['tick', 'enter', 'tick', 'tick'], 3);
    expect(hovered).toEqual({ index: 1, paused: true });
    expect(run(['tick', 'enter', 'tick', 'leave', 'tick'], 3)).toEqual({ index: 2, paused: false });
  });

  it('does not move with one notice, and stays in range when notices were removed', () => {
    expect(run(['tick', 'tick'], 1).index).toBe(0);
    expect(rotationStep({ index: 4, paused: true }, 'tick', 2).index).toBe(0);
    expect(rotationStep({ index: 4, paused: false }, 'tick', 0).index).toBe(0);
  });
});
