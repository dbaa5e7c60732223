import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scaleDownPhoto } from './scale-down-photo';

// jsdom decodes and draws nothing: the browser's bitmap and canvas are stood in for (the e2e
// journey scales a real photo in Chromium).
const drawImage = vi.fn();
const toBlob = vi.fn();
const close = vi.fn();

function decodesAs(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
    (done: BlobCallback, type?: string, quality?: number) => {
      toBlob(type, quality);
      done(new Blob(['menor'], { type }));
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  drawImage.mockClear();
  toBlob.mockClear();
});

describe('scaleDownPhoto', () => {
  it('draws a photo longer than 2000 px at 2000 px in its own type, keeping its name', async () => {
    decodesAs(3000, 2000);
    const photo = new File(['jpeg'], 'encosta.jpg', { type: 'image/jpeg' });

    const sent = await scaleDownPhoto(photo);

    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2000, 1333);
    expect(toBlob).toHaveBeenCalledWith('image/jpeg', 0.85);
    expect(sent).not.toBe(photo);
    expect(sent.name).toBe('encosta.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });

  it('sends as they were a photo within 2000 px, a PDF and a photo it cannot decode', async () => {
    decodesAs(1500, 2000);
    const small = new File(['png'], 'ponte.png', { type: 'image/png' });
    expect(await scaleDownPhoto(small)).toBe(small);

    const pdf = new File(['%PDF-1.4'], 'relatorio.pdf', { type: 'application/pdf' });
    expect(await scaleDownPhoto(pdf)).toBe(pdf);

    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const broken = new File(['?'], 'quebrada.webp', { type: 'image/webp' });
    expect(await scaleDownPhoto(broken)).toBe(broken);
    expect(drawImage).not.toHaveBeenCalled();
  });

  it('sends the original when the browser cannot write the photo back in its own type', async () => {
    decodesAs(4000, 3000);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    const photo = new File(['webp'], 'area.webp', { type: 'image/webp' });

    expect(await scaleDownPhoto(photo)).toBe(photo);
  });
});
