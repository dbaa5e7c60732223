import { ChevronRight, type LucideIcon } from 'lucide-react';

interface EntryLinkContentProps {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Inside a link to another page: its icon, name and one line about it, and an arrow. */
export function EntryLinkContent({ Icon, title, text }: EntryLinkContentProps) {
  return (
    <>
      <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRight
        className="group-hover:text-brand-600 size-5 shrink-0 text-slate-400"
        aria-hidden="true"
      />
    </>
  );
}
