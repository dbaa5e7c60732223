import { readFileSync } from 'node:fs';

/** Resident memory of a process, in MB, as Linux reports it. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/**
 * Downloads the spreadsheet of every finished request from the API process `pid` while sampling
 * its resident memory: the growth from just before the download to its peak (docs/design.md §7).
 */
export async function exportRow(apiUrl: string, pid: number, auth: Record<string, string>) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = Date.now();
  let bytes = 0;
  try {
    const res = await fetch(`${apiUrl}/api/solicitation/export.xlsx`, { headers: auth });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  return {
    seconds: (Date.now() - started) / 1000,
    megabytes: bytes / 1024 / 1024,
    growthMb: peak - before,
  };
}
