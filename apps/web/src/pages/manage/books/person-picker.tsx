// A people picker for the book forms: searches by name or phone as the user types (the chief
// editor among an organisation's members, a platform role among its system role's holders) and
// shows each person as "name phone".
import type { BookPerson } from "@textbook/shared";
import { SearchSelect } from "../search-select.tsx";

export interface PersonPickerProps {
  value?: string | null;
  onChange?: (oid: string | null) => void;
  /** Who is offered for a keyword; the key names the search in the query cache. */
  search: {
    key: (keyword: string) => readonly unknown[];
    fetch: (keyword: string, signal: AbortSignal) => Promise<{ items: BookPerson[] }>;
  } | null;
  /** The person already chosen (an edited book's), so the picker can name them before any search. */
  initial?: BookPerson | null;
  placeholder: string;
  ariaLabel: string;
  allowClear?: boolean;
  disabled?: boolean;
}

const optionOf = (person: BookPerson) => ({
  value: person.oid,
  label: `${person.fullName} ${person.phoneNumber}`,
});

export function PersonPicker(props: PersonPickerProps) {
  const search = props.search;
  return (
    <SearchSelect
      // Nobody is looked up until the list is first opened: a form shows several pickers at once.
      lazy
      lookUp={search && { ...search, optionOf }}
      known={props.initial ? optionOf(props.initial) : null}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
      placeholder={props.placeholder}
      ariaLabel={props.ariaLabel}
      allowClear={props.allowClear}
      disabled={props.disabled}
    />
  );
}
