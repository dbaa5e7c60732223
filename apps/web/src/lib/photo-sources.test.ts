import { describe, expect, it } from 'vitest';
import { photoSrcSet, smallPhoto } from './photo-sources';

describe('photo sources', () => {
  it('asks a stored photo for its small copy and leaves other URLs alone', () => {
    expect(smallPhoto('/api/files/1?s=a&exp=2&sig=c')).toBe(
      '/api/files/1?s=a&exp=2&sig=c&variant=small',
    );
    expect(smallPhoto('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });

  it('offers both copies of a stored photo with their widths', () => {
    expect(photoSrcSet('/api/files/1?s=a', { small: 480, full: 1920 })).toBe(
      '/api/files/1?s=a&variant=small 480w, /api/files/1?s=a 1920w',
    );
    expect(photoSrcSet('blob:http://localhost/1', { small: 480, full: 1920 })).toBeUndefined();
  });
});
