import { useQuery } from "@tanstack/react-query";
import { fetchClientConfig } from "../../api/passports.ts";
import { systemKeys } from "../../api/system.ts";

/** Operator links (help manual, customer service, management system); they change only on restart. */
export function useClientConfig() {
  return useQuery({
    queryKey: systemKeys.clientConfig,
    queryFn: fetchClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
