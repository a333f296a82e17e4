import { QueryClient } from "@tanstack/react-query";

/** The server-state cache of one mounted area (the frame, the preview): a new mount starts empty. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
