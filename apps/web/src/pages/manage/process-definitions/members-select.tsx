// Named handlers of a node: a multiple choice among the organisation's active members, searched by
// name or phone as the user types (GET /users/org-users); chosen members keep their names while a
// search shows others.
import type { ProcessUser } from "@textbook/shared";
import { Select } from "antd";
import { useState } from "react";
import { useOrgUsers } from "../../../api/user-admin.ts";

const PICKER_PAGE = { page: 1, pageSize: 20 } as const;

export interface MembersSelectProps {
  /** Undefined: the session's current organisation. */
  orgOid: string | undefined;
  known: readonly ProcessUser[];
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder: string;
  ariaLabel: string;
  id?: string;
}

export function MembersSelect(props: MembersSelectProps) {
  const [keyword, setKeyword] = useState("");
  const [opened, setOpened] = useState(false);
  const [named, setNamed] = useState<Record<string, string>>({});
  const found = useOrgUsers(
    { ...PICKER_PAGE, orgOid: props.orgOid, keyword: keyword.trim() || undefined, state: "ACTIVE" },
    opened,
  );
  const labels: Record<string, string> = { ...named };
  for (const user of props.known) labels[user.oid] ??= user.fullName;
  const options = (found.data?.items ?? []).map((user) => ({
    value: user.oid,
    label: `${user.fullName} ${user.phoneNumber}`,
  }));
  for (const oid of props.value ?? []) {
    if (!options.some((option) => option.value === oid))
      options.push({ value: oid, label: labels[oid] ?? oid });
  }
  return (
    <Select
      id={props.id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      aria-label={props.ariaLabel}
      placeholder={props.placeholder}
      loading={found.isFetching}
      value={props.value}
      options={options}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onChange={(value: string[], chosen) => {
        const names = { ...named };
        for (const option of Array.isArray(chosen) ? chosen : []) {
          if (option?.value) names[String(option.value)] = String(option.label);
        }
        setNamed(names);
        props.onChange?.(value);
      }}
    />
  );
}
