/** The look of text inputs; an aria-invalid input turns red. */
export const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

export const labelClass = 'block text-sm font-medium text-slate-800';

export const errorClass = 'mt-1.5 text-sm font-medium text-red-700';

export const hintClass = 'mt-1.5 text-sm text-slate-500';

/** A radio button or checkbox with its text, as a card that shows when it is chosen or focused. */
export const choiceClass =
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex cursor-pointer rounded-lg border border-slate-300 bg-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2';
