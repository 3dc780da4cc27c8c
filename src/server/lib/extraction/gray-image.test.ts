import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cropGray, grayOf, pgmOf } from './gray-image';

describe('gray images', () => {
  it('turns a canvas gray and writes it as a binary PGM', () => {
    const canvas = createCanvas(4, 2);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 4, 2);
    context.fillStyle = '#000000';
    context.fillRect(1, 0, 1, 1);
    const image = grayOf(canvas);
    expect([...image.pixels]).toEqual([255, 0, 255, 255, 255, 255, 255, 255]);
    const pgm = pgmOf(image);
    expect(pgm.subarray(0, 11).toString('ascii')).toBe('P5\n4 2\n255\n');
    expect(pgm.length).toBe(11 + 8);
  });

  it('cuts a box out on a white margin, clipped to the image', () => {
    const image = { width: 3, height: 3, pixels: Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]) };
    expect(cropGray(image, { left: 1, top: 1, width: 1, height: 2 }, 1)).toEqual({ width: 3, height: 4, pixels: Uint8Array.from([255, 255, 255, 255, 5, 255, 255, 8, 255, 255, 255, 255]) });
    expect(cropGray(image, { left: 2, top: -1, width: 5, height: 2 }, 0)).toEqual({ width: 1, height: 1, pixels: Uint8Array.from([3]) });
  });
});
