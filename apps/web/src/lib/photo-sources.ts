import * as filesApi from '@drones/shared/endpoints/files';
import { API_BASE } from './api-base';

/** Where every stored file's signed link starts (`/api/files/{id}?…`). */
const STORED_FILE = `${API_BASE}${filesApi.getFile.path.replace(':id', '')}`;

/**
 * The server keeps a small WEBP copy of every photo it stores (docs/design.md §10), served from the
 * photo's own signed link with `variant=small`: 160 px for a profile photo, up to 480 px for a
 * request's. Any other URL (a local preview) has no copy and is returned as it is.
 */
export function smallPhoto(url: string): string {
  return url.startsWith(STORED_FILE) ? `${url}&variant=small` : url;
}

/**
 * `srcSet` offering the small copy and the photo itself, so that the browser fetches the full
 * photo only where the box, at the screen's density, needs it.
 */
export function photoSrcSet(url: string, widths: { small: number; full: number }) {
  if (!url.startsWith(STORED_FILE)) return undefined;
  return `${smallPhoto(url)} ${widths.small}w, ${url} ${widths.full}w`;
}
