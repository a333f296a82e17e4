// Adapts the shared validation rules (shell §5) to Ant Design form rules; values are checked trimmed.
import type { FormRule } from "antd";

export function fieldRule(check: (value: string) => string | null): FormRule {
  return {
    validator: async (_, value: string | undefined) => {
      const problem = check((value ?? "").trim());
      if (problem) throw new Error(problem);
    },
  };
}
