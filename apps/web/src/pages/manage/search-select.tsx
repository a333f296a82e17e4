// The management forms' pickers (organisations, people) search the server as the user types instead
// of loading every choice. The chosen value keeps its label while another search shows other rows,
// and a value given from outside (an edited record's) is named by `known` until one is picked.
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";

export interface SearchOption {
  value: string;
  label: string;
}

/**
 * How the rows for a keyword are asked for and shown; null while nothing can be asked (no
 * organisation yet). The cache keeps the server's rows, as other users of the same key expect.
 */
export type SearchLookUp<T> = {
  key: (keyword: string) => QueryKey;
  fetch: (keyword: string, signal: AbortSignal) => Promise<{ items: T[] }>;
  optionOf: (row: T) => SearchOption;
} | null;

export interface SearchSelectProps<T> {
  lookUp: SearchLookUp<T>;
  /** Ask only once the list is first opened (a form showing several pickers at once). */
  lazy?: boolean;
  known?: SearchOption | null;
  value?: string;
  onChange: (value: string | undefined) => void;
  placeholder: string;
  ariaLabel: string;
  className?: string;
  allowClear?: boolean;
  disabled?: boolean;
}

export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const [keyword, setKeyword] = useState("");
  const [opened, setOpened] = useState(!props.lazy);
  const lookUp = props.lookUp;
  const found = useQuery({
    queryKey: lookUp ? lookUp.key(keyword.trim()) : ["search-select", "idle"],
    queryFn: ({ signal }) => (lookUp ? lookUp.fetch(keyword.trim(), signal) : { items: [] }),
    enabled: lookUp !== null && opened,
  });
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const options = lookUp ? (found.data?.items ?? []).map(lookUp.optionOf) : [];
  const shown = chosen ?? (props.known && props.known.value === props.value ? props.known : null);
  if (shown && !options.some((option) => option.value === shown.value)) options.unshift(shown);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={props.allowClear}
      disabled={props.disabled}
      className={props.className}
      aria-label={props.ariaLabel}
      placeholder={props.placeholder}
      loading={found.isFetching}
      value={props.value}
      options={options}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      onChange={(value: string | undefined, option) => {
        const label = option && !Array.isArray(option) ? String(option.label) : "";
        setChosen(value ? { value, label } : null);
        props.onChange(value);
      }}
    />
  );
}
