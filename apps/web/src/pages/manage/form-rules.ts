// The management forms' field rules as antd wants them, from the shared rules the server applies too
// (shell §5), so a form refuses exactly what the server would.
import { formatMessage, rules, VALIDATION_MESSAGES } from "@textbook/shared";

/** A shared rule (a message, or null when the value passes) as an antd validator. */
export const ruleOf = (rule: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = rule(value ?? "");
    if (problem) throw new Error(problem);
  },
});

/** shell §5 required: non-empty after trimming. */
export const requiredRule = ruleOf(rules.required);

/** shell §5 url: optional, http or https. */
export const urlRule = ruleOf(rules.url);

export const tooLongRule = (max: number) => ({
  max,
  message: formatMessage(VALIDATION_MESSAGES.tooLong, { n: max }),
});
