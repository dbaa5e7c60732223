import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (about 9 KB gzipped, which the public
 * pages' first-load budget cannot afford): callers add classes that don't compete with a
 * component's own (spacing, width); a different look belongs in a variant.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
