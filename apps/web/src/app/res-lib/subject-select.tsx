// The subject of a library search or a resource (GET /commons/subjects), by code; 全部学科 as the
// empty choice where a filter may be left open.
import { Select } from "antd";
import { useSubjects } from "../../api/book-admin.ts";

export function SubjectSelect(props: {
  label: string;
  /** Optional inside a Form.Item, which passes both. */
  value?: string;
  onChange?: (code: string | undefined) => void;
  /** The empty choice's label; without it a subject must be chosen. */
  allLabel?: string;
  className?: string;
}) {
  const subjects = useSubjects();
  const options = (subjects.data?.items ?? []).map((subject) => ({
    value: subject.code,
    label: subject.name,
  }));
  return (
    <Select
      className={props.className}
      aria-label={props.label}
      placeholder={props.label}
      showSearch={{ optionFilterProp: "label" }}
      loading={subjects.isPending}
      value={props.value ?? (props.allLabel ? "" : undefined)}
      onChange={(value: string) => props.onChange?.(value || undefined)}
      options={props.allLabel ? [{ value: "", label: props.allLabel }, ...options] : options}
    />
  );
}
