import { useState } from "react";

/**
 * The text a typed field shows: what the user types, until the stored value changes to something
 * else than what was typed (a library applied, the form reloaded), which then shows.
 */
export function useTypedText(value: string, same: (text: string, value: string) => boolean) {
  const [typed, setTyped] = useState({ value, text: value });
  if (typed.value !== value && !same(typed.text, value)) {
    setTyped({ value, text: value });
    return [value, (text: string) => setTyped({ value, text })] as const;
  }
  return [typed.text, (text: string) => setTyped({ value, text })] as const;
}
