// Whole seconds until a moment, ticking once a second while it lies ahead (the take-over countdown).
import { useEffect, useState } from "react";

export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** Seconds left until `at` (epoch ms); 0 once it has passed or when there is none. */
export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : secondsUntil(at, now);
}
