import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect } from "react";

/**
 * Takes into a form's state what the visitor typed into its server-rendered fields before the
 * page's scripts ran (decision 0075). Hydration leaves a field's typed value in place but the
 * state behind it empty, so the next render (the form token arriving, any edit elsewhere) would
 * write the empty state back over it. Read once, in the commit that mounts the form: nothing can
 * be typed between the two, and a value equal to the field's is never written back, so the
 * caret and the focus stay where the visitor left them. On a form mounted by the client the
 * fields already hold the state, and this changes nothing.
 */
export function useTypedBeforeScripts<Fields extends Record<keyof Fields, string>>(
  form: RefObject<HTMLFormElement | null>,
  setFields: Dispatch<SetStateAction<Fields>>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    setFields((current) => {
      let typed: Fields | undefined;
      for (const name of Object.keys(current) as Array<keyof Fields & string>) {
        const control = element.elements.namedItem(name);
        const holds =
          control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement;
        if (holds && control.value !== current[name])
          typed = { ...(typed ?? current), [name]: control.value } as Fields;
      }
      return typed ?? current;
    });
  }, []);
}
