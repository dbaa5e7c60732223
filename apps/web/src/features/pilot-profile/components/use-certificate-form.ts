import { CERTIFICATE_FIELDS } from '@drones/shared/pilot-data';
import type { z } from '@drones/shared/zod-locale';
import type { DefaultValues } from 'react-hook-form';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { useUploadForm } from '@/components/upload/use-upload-form';

/**
 * An additional data form (the registration step's or the profile's) with the certificates it
 * sends (`certificates`), under the fields the server names them by.
 */
export function useCertificateForm<TSchema extends z.ZodObject>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const { files: certificates, ...upload } = useUploadForm({
    schema,
    defaultValues,
    files: { accept: DOCUMENT_TYPES, typesLabel: DOCUMENT_TYPES_LABEL, multiple: true },
    fileFields: CERTIFICATE_FIELDS,
  });
  return { ...upload, certificates };
}
