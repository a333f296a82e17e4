// A list's filter over one dictionary (states, types, roles): 全部… first, then each value by its label.
// The empty value stands for 全部 because a Select cannot show undefined as a chosen option.
import { Select } from "antd";

export interface ChoiceFilterProps<T extends string> {
  label: string;
  allLabel: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value?: T;
  onChange: (value: T | undefined) => void;
  className?: string;
}

export function ChoiceFilter<T extends string>(props: ChoiceFilterProps<T>) {
  return (
    <Select
      className={props.className}
      aria-label={props.label}
      value={props.value ?? ""}
      onChange={(value: string) => props.onChange(props.choices.find((choice) => choice === value))}
      options={[
        { value: "", label: props.allLabel },
        ...props.choices.map((choice) => ({ value: choice, label: props.labels[choice] })),
      ]}
    />
  );
}
