import { useEffect, useRef, useState } from "react";

/** Typing pauses this long before the text goes to the address (and the server is asked). */
const TYPING_PAUSE_MS = 250;

/**
 * A search box whose text also lives in the address: it shows each key at once and hands the
 * text on (`send`) once typing pauses, so a word typed is one request and one history entry,
 * not one per key. A change of the address that is not its own (Back, a link) is shown, and
 * drops any text still waiting to be sent.
 */
export function useTypedText(fromAddress: string, send: (text: string) => void) {
  const [text, setText] = useState(fromAddress);
  const sent = useRef(fromAddress);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sendLatest = useRef(send);
  sendLatest.current = send;

  useEffect(() => {
    if (fromAddress === sent.current) return;
    sent.current = fromAddress;
    clearTimeout(timer.current);
    setText(fromAddress);
  }, [fromAddress]);
  // Leaving the screen mid-word sends nothing: the address belongs to the next screen.
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    text,
    change(next: string) {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        sent.current = next;
        sendLatest.current(next);
      }, TYPING_PAUSE_MS);
    },
  };
}
