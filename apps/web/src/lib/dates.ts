import { format } from 'date-fns';

// The spec's two date formats (§9). Apart from format.ts so the landing page never loads date-fns.

/** 'dd/MM/yyyy' */
export function formatDate(value: string | Date): string {
  return format(new Date(value), 'dd/MM/yyyy');
}

/** 'dd/MM/yyyy às HH:mm' */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "dd/MM/yyyy 'às' HH:mm");
}
