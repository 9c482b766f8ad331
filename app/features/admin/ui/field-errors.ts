import { useEffect, useRef, useState } from "react";
import type { FieldErrors } from "#domain/text-rules";

/** The value at a dotted path of a form ("features.0.title"), undefined when there is none. */
export function valueAt(form: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? Reflect.get(value, key) : undefined),
      form,
    );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The errors still worth showing: a field's message goes once its value differs from the one the
 * message was about, so a corrected field stops saying it is wrong before the next save.
 */
export function openErrors<F>(errors: FieldErrors, checked: F, now: F): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => same(valueAt(checked, path), valueAt(now, path))),
  );
}

/**
 * Field errors of a form that is checked on save: `fail` records them with the form they were
 * found in and moves focus to the first invalid control inside `ref` (WCAG 3.3.1), so a keyboard
 * or screen-reader user lands on the problem, not on the Save button far below it.
 */
export function useFieldErrors<F>(form: F) {
  const ref = useRef<HTMLFormElement>(null);
  // A fresh object on every failed save, so focus moves again even when the errors are the same.
  const [found, setFound] = useState<{ errors: FieldErrors; checked: F } | null>(null);

  useEffect(() => {
    if (!found) return;
    ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [found]);

  return {
    ref,
    errors: found ? openErrors(found.errors, found.checked, form) : {},
    fail: (errors: FieldErrors, checked: F) => setFound({ errors, checked }),
    clear: () => setFound(null),
  };
}

/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * Ties a form's text fields to its values by key: each field gets its value, its open error and
 * an edit that writes the typed text back, so no field can read one key and write another.
 */
export function textFieldsOf<F>(form: F, update: (change: Partial<F>) => void, errors: FieldErrors = {}) {
  return (key: TextKey<F>) => ({
    value: form[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value } as Partial<F>),
  });
}
