/** The look of the small buttons on the dark header bar. */
export const headerButton =
  'rounded-md border border-white/40 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60';
