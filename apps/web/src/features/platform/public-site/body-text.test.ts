import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './body-text';

describe('paragraphsOf', () => {
  it('splits on blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(paragraphsOf('one\nstill one\n\ntwo\r\n\r\n\n  \nthree  \n')).toEqual([
      'one\nstill one',
      'two',
      'three',
    ]);
  });

  it('keeps markup as text (it is shown, never interpreted)', () => {
    expect(paragraphsOf('<script>alert(1)</script>')).toEqual(['<script>alert(1)</script>']);
  });
});
