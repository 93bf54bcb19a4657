// A link-looking button that starts a new search from a detail pane (it is an action, not an address).
import type { ButtonHTMLAttributes } from 'react';

export function LinkButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`text-left text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
      {...props}
    />
  );
}
