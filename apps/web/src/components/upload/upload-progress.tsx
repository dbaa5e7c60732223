import { useId } from 'react';

/** How much of the files has been sent (0 to 1). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const labelId = useId();
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm text-slate-700">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
