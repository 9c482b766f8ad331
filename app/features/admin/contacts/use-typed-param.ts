import { useEffect, useRef, useState } from "react";

/**
 * A text box whose value also lives in the address. The box shows what was typed at once: the
 * address catches up a moment later, key by key, and a box fed from it would drop keys typed
 * meanwhile. The address's values that echo what was typed are passed over, in order (a quick
 * typist's intermediate ones may be skipped); any other change of it (Back, a link) is shown.
 */
export function useTypedParam(fromAddress: string) {
  const [value, setValue] = useState(fromAddress);
  const echoes = useRef<string[]>([]);
  useEffect(() => {
    const echo = echoes.current.indexOf(fromAddress);
    if (echo >= 0) echoes.current.splice(0, echo + 1);
    else setValue(fromAddress);
  }, [fromAddress]);
  return {
    value,
    type(next: string) {
      echoes.current.push(next);
      setValue(next);
    },
  };
}
