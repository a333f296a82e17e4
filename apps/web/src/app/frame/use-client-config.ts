import { useQuery } from "@tanstack/react-query";
import { fetchClientConfig } from "../../api/passports.ts";
import { systemKeys } from "../../api/system.ts";

/** Operator links (help manual, customer service, management system); they change only on restart. */
export const clientConfigQuery = {
  queryKey: systemKeys.clientConfig,
  queryFn: fetchClientConfig,
  staleTime: Number.POSITIVE_INFINITY,
};

export function useClientConfig() {
  return useQuery(clientConfigQuery).data;
}
