// A list's search box: what is typed stays in the box until Enter or the search button applies it,
// and follows the URL's value when that changes (Back, a link, another filter's reset).
import { SearchOutlined } from "@ant-design/icons";
import { PAGINATION } from "@textbook/shared";
import { Input } from "antd";
import { useEffect, useState } from "react";

export interface ListSearchProps {
  /** The placeholder, which is also the box's accessible name. */
  label: string;
  value?: string;
  /** The trimmed text, or undefined when nothing is left. */
  onSearch: (value: string | undefined) => void;
  className?: string;
}

export function ListSearch(props: ListSearchProps) {
  const [typed, setTyped] = useState(props.value ?? "");
  useEffect(() => setTyped(props.value ?? ""), [props.value]);
  return (
    <Input.Search
      allowClear
      className={props.className}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={props.label}
      aria-label={props.label}
      maxLength={PAGINATION.keywordMaxLength}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(value) => props.onSearch(value.trim() || undefined)}
    />
  );
}
