import { PHOTO_TYPES } from '@/components/form/use-photo-picker';

/** Certificates, the ANAC form and a mission's files: PDF or a photo. */
export const DOCUMENT_TYPES = ['application/pdf', ...PHOTO_TYPES];
export const DOCUMENT_TYPES_LABEL = 'PDF, JPG, PNG ou WEBP';
