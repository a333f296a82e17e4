// KaTeX explains a formula it cannot read in English ("Expected '}', got 'EOF'"); authors are told
// in Chinese what is wrong and where. Unknown reasons keep KaTeX's words after a Chinese lead-in,
// so nothing is hidden.
import { EDITOR_BLOCK_TEXTS, formatMessage } from "@textbook/shared";

const P = EDITOR_BLOCK_TEXTS.math.problems;

/** What a token in KaTeX's message is called: the end of the formula, or the token itself. */
function token(value: string): string {
  return value === "EOF" ? P.end : value;
}

const RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Undefined control sequence: (\S+)$/, ([, command = ""]) => formatMessage(P.unknownCommand, { command })],
  [
    /^Expected '([^']*)', got '([^']*)'$/,
    ([, wanted = "", got = ""]) =>
      wanted === "EOF"
        ? formatMessage(P.extra, { got: token(got) })
        : formatMessage(P.missing, { wanted: token(wanted), got: token(got) }),
  ],
  [/^Expected group after '([^']*)'$/, ([, after = ""]) => formatMessage(P.groupAfter, { after })],
  [/^Expected group as argument to '([^']*)'$/, ([, command = ""]) => formatMessage(P.argument, { command })],
  [/^Double (superscript|subscript)$/, ([, kind]) => (kind === "superscript" ? P.doubleSup : P.doubleSub)],
  [
    /^Can't use function '([^']*)' in text mode$/,
    ([, command = ""]) => formatMessage(P.textMode, { command }),
  ],
  [
    /^Can't use function '([^']*)' in math mode$/,
    ([, command = ""]) => formatMessage(P.mathMode, { command }),
  ],
  [/^Unexpected end of input in a macro argument/, () => P.unclosed],
  [/^Expected & or/, () => P.unclosedEnvironment],
];

/** The Chinese reason for KaTeX's `rawMessage`, with the character it stopped at when known. */
export function formulaProblem(rawMessage: string, position?: number): string {
  let reason = formatMessage(P.unknown, { reason: rawMessage });
  for (const [pattern, explain] of RULES) {
    const match = pattern.exec(rawMessage);
    if (match) {
      reason = explain(match);
      break;
    }
  }
  return position === undefined ? reason : formatMessage(P.at, { reason, n: position + 1 });
}
