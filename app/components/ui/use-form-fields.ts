import { useRef, useState } from "react";
import { checkFields, checkText, type FieldErrors, type TextRule } from "#domain/text-rules";
import { useTypedBeforeScripts } from "./use-typed-before-scripts";

type FieldChange = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The values and errors of a public form (the contact page's, the Get Started dialog's).
 * `onEdit` runs on every edit: SPEC §2 has editing a field clear the form's error banner.
 * `form` goes on the <form>: what was typed into it before the scripts ran is kept.
 */
export function useFormFields<Fields extends Record<keyof Fields, string>>(
  initial: Fields,
  onEdit: () => void,
  initialErrors: FieldErrors<Extract<keyof Fields, string>> = {},
) {
  type Name = Extract<keyof Fields, string>;
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>(initialErrors);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeScripts(form, setFields);

  // The rules of the last check: a field shown wrong is checked again as it is edited, so its
  // message goes as soon as it is right, not at the next submit.
  const checkedRules = useRef<Partial<Record<Name, TextRule>>>({});

  const update = (name: Name) => (event: FieldChange) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const rule = checkedRules.current[name];
      // An error the server found (the form posted without JavaScript) goes on the first edit.
      const message = rule ? checkText(rule, value) : undefined;
      return message === current[name] ? current : { ...current, [name]: message };
    });
    onEdit();
  };

  /**
   * Checks the fields against `rules` and shows what is wrong. When something is, the first
   * invalid control of `form` (in the form's own order) gets the focus, so a keyboard or screen
   * reader user lands on it with its message, and false is returned.
   */
  function check<Checked extends Name>(form: HTMLFormElement, rules: Record<Checked, TextRule>): boolean {
    // A form may check fewer fields than it has (the contact page's interest is a choice).
    checkedRules.current = rules as Partial<Record<Name, TextRule>>;
    const found = checkFields(rules, fields) as FieldErrors<Name>;
    setErrors(found);
    const firstInvalid = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLElement && Object.hasOwn(found, (element as HTMLInputElement).name),
    );
    firstInvalid?.focus();
    return firstInvalid === undefined;
  }

  /** What a FormField of `name` takes from the form: its value, its change handler and its error. */
  const field = (name: Name) => ({ name, value: fields[name], onChange: update(name), error: errors[name] });

  return { form, fields, setFields, errors, field, check };
}
