// An organisation picker for the management area (SYS_ADMIN): searches the directory (GET /orgs/all)
// as the user types and shows each organisation as "parent / name" (shell §2's picker).
import type { OrgDirectoryItem } from "@textbook/shared";
import { fetchAllOrgs, orgKeys } from "../../api/orgs.ts";
import { SearchSelect } from "./search-select.tsx";

const PICKER_PAGE = { page: 1, pageSize: 20 } as const;
const queryOf = (keyword: string) => ({ ...PICKER_PAGE, keyword: keyword || undefined });
const LOOK_UP = {
  key: (keyword: string) => orgKeys.all(queryOf(keyword)),
  fetch: (keyword: string, signal: AbortSignal) => fetchAllOrgs(queryOf(keyword), signal),
  optionOf: (org: OrgDirectoryItem) => ({ value: org.oid, label: org.fullName }),
};

export interface OrgPickerProps {
  value?: string;
  onChange?: (orgOid: string | undefined) => void;
  placeholder: string;
  ariaLabel: string;
  className?: string;
  allowClear?: boolean;
  /** The label of a value given from outside (an edit form's current organisation) until one is picked. */
  valueLabel?: string;
}

export function OrgPicker(props: OrgPickerProps) {
  return (
    <SearchSelect
      lookUp={LOOK_UP}
      known={props.value && props.valueLabel ? { value: props.value, label: props.valueLabel } : null}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      placeholder={props.placeholder}
      ariaLabel={props.ariaLabel}
      className={props.className}
      allowClear={props.allowClear}
    />
  );
}
