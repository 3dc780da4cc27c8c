/**
 * Gray page images for tesseract: a rendered canvas turned to 8-bit gray and handed over as a PGM
 * (binary portable graymap), which leptonica reads without decoding — a 300 dpi page's PNG costs
 * about a second to encode and more to decode — and cells cut out of it on a white margin.
 */
import type { Canvas } from '@napi-rs/canvas';

/** An 8-bit gray image, row after row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A box in pixels. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The canvas's pixels in gray (ITU-R BT.601 weights). */
export function grayOf(canvas: Canvas): GrayImage {
  const rgba = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const pixels = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0, j = 0; j < pixels.length; i += 4, j += 1) pixels[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  return { width: canvas.width, height: canvas.height, pixels };
}

/** The image as a binary PGM file. */
export function pgmOf(image: GrayImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii'), image.pixels]);
}

/** Part of an image (clipped to it) on a white margin of `margin` pixels: tesseract reads a cut-out best with one. */
export function cropGray(image: GrayImage, rect: PixelRect, margin: number): GrayImage {
  const left = Math.max(0, Math.floor(rect.left));
  const top = Math.max(0, Math.floor(rect.top));
  const right = Math.min(image.width, Math.ceil(rect.left + rect.width));
  const bottom = Math.min(image.height, Math.ceil(rect.top + rect.height));
  const width = Math.max(0, right - left) + 2 * margin;
  const height = Math.max(0, bottom - top) + 2 * margin;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = top; y < bottom; y += 1) pixels.set(image.pixels.subarray(y * image.width + left, y * image.width + right), (y - top + margin) * width + margin);
  return { width, height, pixels };
}
