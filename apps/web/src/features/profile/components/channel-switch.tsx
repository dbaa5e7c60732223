import type { Ref } from 'react';

interface ChannelSwitchProps {
  /** The switch's name, read with its state: 'Receber por WhatsApp'. */
  label: string;
  checked: boolean;
  pending: boolean;
  onCheckedChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A channel turned on or off at once: a checkbox with the switch role (announced as on or off),
 * drawn as a track, with its text as its label so the whole row takes the tap.
 */
export function ChannelSwitch({
  label,
  checked,
  pending,
  onCheckedChange,
  ref,
}: ChannelSwitchProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-default">
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={pending}
        aria-busy={pending}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="peer-checked:bg-brand-600 peer-focus-visible:outline-brand-600 relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow-sm after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="text-sm font-medium text-slate-800">{label}</span>
    </label>
  );
}
