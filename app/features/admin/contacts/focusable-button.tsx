type FocusableButtonProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "disabled"> & {
  /** Shown and announced as disabled, but keeps keyboard focus; clicks do nothing. */
  unavailable: boolean;
};

/**
 * A button that is made unavailable with aria-disabled instead of `disabled`. A `disabled`
 * button drops keyboard focus to the page body, so a button that disables itself when pressed
 * ("Next" onto the last page, "Mark In Progress", any button while its action runs) would
 * throw a keyboard user out of the list they were working in.
 */
export function FocusableButton({ unavailable, onClick, className = "", ...button }: FocusableButtonProps) {
  return (
    <button
      type="button"
      {...button}
      className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
      aria-disabled={unavailable}
      onClick={(event) => {
        if (!unavailable) onClick?.(event);
      }}
    />
  );
}
