export interface AdditionalDataFields {
  habilities: string;
  areasExpertise: string;
  operateKm: string;
  observation?: string | null;
  userId?: string;
}

/** The multipart body of `POST` and `PUT /additionalData`: the fields and the certificates. */
export function additionalDataFormData(fields: AdditionalDataFields, certificates: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
  }
  for (const file of certificates) form.append('documents', file);
  return form;
}
