import { describe, expect, it } from 'vitest';
import { topBarOpacity } from './top-bar-opacity';

describe('topBarOpacity', () => {
  it('is fully opaque at the top of the page', () => {
    expect(topBarOpacity(0)).toBe(1);
  });

  it('fades linearly over the first 500 px', () => {
    expect(topBarOpacity(250)).toBe(0.75);
    expect(topBarOpacity(100)).toBeCloseTo(0.9);
  });

  it('never goes below 0.5', () => {
    expect(topBarOpacity(500)).toBe(0.5);
    expect(topBarOpacity(2000)).toBe(0.5);
  });

  it('treats overscroll above the top as the top', () => {
    expect(topBarOpacity(-40)).toBe(1);
  });
});
