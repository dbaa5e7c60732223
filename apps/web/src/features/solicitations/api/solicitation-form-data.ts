import { SOLICITATION_PHOTOS_FIELD, type Urgency } from '@drones/shared/solicitations';

export interface SolicitationFields {
  name: string;
  description: string;
  place: string;
  hour: string;
  necessary_resources: string;
  mission_details: string;
  urgency: Urgency;
  /** Empty clears it on an update. */
  observation: string;
}

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
