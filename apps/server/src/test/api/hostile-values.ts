// Values a hostile client sends in place of any field: wrong types, edges of the number line,
// control and bidi characters, path traversal, SQL-ish and template text, prototype keys, a 1 MB
// string (over the body limit), a string over any field's limit but under the body limit, and JSON
// nested 10,000 deep. Built once: generating megabytes per example would cost more than the request.
import fc from "fast-check";

const MEGABYTE = 1024 * 1024;

const DEPTH = 10_000;

/**
 * Values nested 10,000 deep travel as sentinels that `toJson` swaps for their text: serialising
 * them for real would overflow the test's own stack (the server's parser has no such limit).
 */
export const DEEP_OBJECT = "\u0001deep-object\u0001";
export const DEEP_ARRAY = "\u0001deep-array\u0001";
const DEEP_TEXTS: Record<string, string> = {
  [DEEP_OBJECT]: `${'{"a":'.repeat(DEPTH)}"核心"${"}".repeat(DEPTH)}`,
  [DEEP_ARRAY]: `${"[".repeat(DEPTH)}"核心"${"]".repeat(DEPTH)}`,
};

/**
 * JSON text of a value, with the deep sentinels expanded. The megabyte string goes once per body:
 * once is over every body limit, and an array of hundreds of them would outgrow the longest text a
 * JavaScript string can hold (seen as a RangeError on a long compose body).
 */
export function toJson(value: unknown): string {
  let hugeSent = false;
  const onceHuge = (_key: string, item: unknown) => {
    if (item !== HUGE_STRING) return item;
    if (hugeSent) return "";
    hugeSent = true;
    return item;
  };
  let text = JSON.stringify(value, onceHuge) ?? "null";
  for (const [sentinel, deep] of Object.entries(DEEP_TEXTS)) {
    const quoted = JSON.stringify(sentinel);
    if (text.includes(quoted)) text = text.split(quoted).join(deep);
  }
  return text;
}

/** Texts that mean something to a parser, a file system, a database or a template engine. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\r\n\t",
  "\u202e\u202d反转",
  "\ud800",
  "😀".repeat(50),
  "e\u0301\u0301\u0301",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "..\\..\\windows\\win.ini",
  "/api/../api/../../",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(10)",
  "%' AND 1=1 --",
  "$1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, sent literally
  "${7*7}{{7*7}}",
  "<script>alert(1)</script>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "NaN",
  "Infinity",
  "-1",
  "1e308",
  "9007199254740993",
  "0x7fffffff",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "%00",
  "%",
  "\\",
  "x".repeat(10_000),
  "长".repeat(100_000),
];

export const HUGE_STRING = "x".repeat(MEGABYTE);

/** `{"__proto__": …}` as JSON sends it: an own key, which an object literal cannot express. */
const PROTOTYPE_POLLUTION: readonly unknown[] = [
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"__proto__": null}'),
];

const HOSTILE_OTHERS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  [],
  {},
  [null],
  [[]],
  { "": "" },
  Array.from({ length: 2000 }, (_value, index) => index),
  Object.fromEntries(Array.from({ length: 2000 }, (_value, index) => [`k${index}`, index])),
  ...PROTOTYPE_POLLUTION,
];

/** Any hostile value; the huge and deep ones are rarer so most requests still reach a handler. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(HUGE_STRING, DEEP_OBJECT, DEEP_ARRAY) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** Hostile text for places that only carry text (path segments, query values). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant("y".repeat(70_000)) },
);

/** Whole request bodies that are not what any route takes. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  fc.constantFrom<unknown>(DEEP_OBJECT, DEEP_ARRAY, ...PROTOTYPE_POLLUTION),
  fc.jsonValue({ maxDepth: 3 }),
);
