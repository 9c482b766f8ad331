import { useEffect, useRef, useState } from "react";

/**
 * A control whose value also lives in the address (a filter checkbox or select). The control shows the
 * change at once: the address catches up a moment later, change by change, and a control fed
 * from it would spring back after a click. The address's values that echo those changes are
 * passed over, in order (a quick clicker's intermediate ones may be skipped); any other change
 * of it (Back, a link) is shown.
 */
export function useAddressValue<T>(fromAddress: T) {
  const [value, setValue] = useState(fromAddress);
  const echoes = useRef<T[]>([]);
  useEffect(() => {
    const echo = echoes.current.indexOf(fromAddress);
    if (echo >= 0) echoes.current.splice(0, echo + 1);
    else setValue(fromAddress);
  }, [fromAddress]);
  return {
    value,
    change(next: T) {
      echoes.current.push(next);
      setValue(next);
    },
  };
}
