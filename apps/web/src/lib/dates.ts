import { format } from 'date-fns';

// The two date formats the pages show. Apart from format.ts so the landing page never loads date-fns.

/** 'dd/MM/yyyy' */
export function formatDate(value: string | Date): string {
  return format(new Date(value), 'dd/MM/yyyy');
}

/** 'dd/MM/yyyy às HH:mm' */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "dd/MM/yyyy 'às' HH:mm");
}
