import { SOLICITATION_PHOTOS_FIELD } from '@drones/shared/solicitations';
import type { SolicitationFields } from '../components/solicitation-form-schema';

/** The multipart body of `POST` and `PUT /solicitation`: the fields, new photos, photos to drop. */
export function solicitationFormData(
  fields: SolicitationFields,
  photos: File[],
  removePhotos: string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append(SOLICITATION_PHOTOS_FIELD, photo);
  for (const reference of removePhotos) form.append('removePhotos', reference);
  return form;
}
