import { SOLICITATION_PHOTOS_FIELD } from '@drones/shared/solicitations';
import type { SolicitationFields } from '../components/solicitation-form-schema';

/**
 * The multipart body of `POST` and `PUT /solicitation`: the fields (a list as a repeated field,
 * a number as text, none or an empty list as empty text), new photos, photos to drop.
 */
export function solicitationFormData(
  fields: SolicitationFields,
  photos: File[],
  removePhotos: string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields) as [string, unknown][]) {
    // An empty list is one empty field: left out, an edit would keep the old list.
    if (Array.isArray(value) && value.length > 0) {
      for (const item of value) form.append(key, String(item));
    } else {
      form.append(key, value === null || Array.isArray(value) ? '' : String(value));
    }
  }
  for (const photo of photos) form.append(SOLICITATION_PHOTOS_FIELD, photo);
  for (const reference of removePhotos) form.append('removePhotos', reference);
  return form;
}
