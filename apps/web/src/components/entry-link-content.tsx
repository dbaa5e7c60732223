import { ChevronRight, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** On a white card, or on the brand's gradient (the staff's banners). */
const TONES = {
  card: {
    badge: 'bg-brand-50 text-brand-600 size-11',
    icon: 'size-5',
    title: 'text-slate-900',
    text: 'text-slate-600',
    arrow: 'group-hover:text-brand-600 text-slate-400',
  },
  brand: {
    badge: 'size-12 bg-white/15',
    icon: 'size-6',
    title: 'text-lg',
    text: 'text-brand-100',
    arrow: 'transition-transform group-hover:translate-x-0.5',
  },
};

interface EntryLinkContentProps {
  Icon: LucideIcon;
  title: string;
  text: string;
  tone?: keyof typeof TONES;
}

/** Inside a link to another page: its icon, name and one line about it, and an arrow. */
export function EntryLinkContent({ Icon, title, text, tone = 'card' }: EntryLinkContentProps) {
  const classes = TONES[tone];
  return (
    <>
      <span className={cn('flex shrink-0 items-center justify-center rounded-xl', classes.badge)}>
        <Icon className={classes.icon} aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-semibold', classes.title)}>{title}</span>
        <span className={cn('block text-sm', classes.text)}>{text}</span>
      </span>
      <ChevronRight className={cn('size-5 shrink-0', classes.arrow)} aria-hidden="true" />
    </>
  );
}
