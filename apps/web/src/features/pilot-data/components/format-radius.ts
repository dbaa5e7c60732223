/** '50' → '50 km'; a text that is not a number is shown as typed. */
export function formatRadius(operateKm: string): string {
  return /^\d+([.,]\d+)?$/.test(operateKm.trim()) ? `${operateKm.trim()} km` : operateKm;
}
