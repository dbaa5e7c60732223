const systems: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iOS/i, 'iPhone ou iPad'],
  [/Windows/i, 'Windows'],
  [/Mac OS|Macintosh/i, 'Mac'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** 'Chrome no Android' from a browser's User-Agent; the order above matters (Edge says Chrome). */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Navegador não identificado';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Navegador';
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} no ${system}` : browser;
}
