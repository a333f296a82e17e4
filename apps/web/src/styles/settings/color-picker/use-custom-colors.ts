// The book's own colours (shell §7 custom colours), offered by every colour field of the screen.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { addCustomColor, deleteCustomColor, fetchCustomColors, styleKeys } from "../../../api/styles.ts";
import { toast } from "../../../app/global/toast.ts";

export function useCustomColors(bookOid: string) {
  const client = useQueryClient();
  const queryKey = styleKeys.customColors(bookOid);
  const colors = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCustomColors(bookOid, signal),
    enabled: bookOid !== "",
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const add = useMutation({
    mutationFn: (color: string) => addCustomColor(bookOid, color),
    onSuccess: () => {
      toast.success(STYLE_SCREEN_TEXTS.color.added);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (colorOid: string) => deleteCustomColor(bookOid, colorOid),
    onSuccess: refresh,
  });
  return { items: colors.data?.items ?? [], add, remove };
}
