/** Certificates and the ANAC form: PDF or an image. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES_LABEL = 'PDF, JPG, PNG ou WEBP';
