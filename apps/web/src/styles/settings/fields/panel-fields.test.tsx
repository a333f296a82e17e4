// @vitest-environment happy-dom
// The settings screen's fields in use (content §4, §5): a value the setter refuses shows its reason
// under its field and is never sent to the preview; a kept one goes out at once as
// UPDATE_CUSTOM_STYLE with the item's key and value; a background shows the fields its type uses.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import {
  STYLE_SCREEN_TEXTS,
  STYLE_TEXTS,
  type StylePanel,
  type StylePreviewMessage,
  UPDATE_CUSTOM_STYLE,
} from "@textbook/shared";
import { afterEach, expect, test, vi } from "vitest";
import { useStyleForm } from "../form/use-style-form.ts";
import { PanelFields } from "./panel-fields.tsx";

vi.mock("../../../api/styles.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../api/styles.ts")>()),
  fetchCustomColors: async () => ({ items: [] }),
  addCustomColor: vi.fn(),
  deleteCustomColor: vi.fn(),
}));

afterEach(cleanup);

function Harness({ panel, post }: { panel: StylePanel; post: (message: StylePreviewMessage) => void }) {
  const form = useStyleForm(post);
  return <PanelFields panel={panel} form={form} bookOid="book-1" disabled={false} />;
}

function renderPanel(panel: StylePanel) {
  const post = vi.fn<(message: StylePreviewMessage) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness panel={panel} post={post} />
    </QueryClientProvider>,
  );
  return post;
}

const F = STYLE_TEXTS.fields;

function typeAndLeave(label: string, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  act(() => {
    fireEvent.change(input, { target: { value } });
  });
  act(() => {
    fireEvent.blur(input);
  });
  return input;
}

test("a refused colour shows its reason under the field and posts nothing", () => {
  const post = renderPanel("paragraph");
  typeAndLeave(F.color, "红色");
  expect(screen.getByRole("alert").textContent).toBe(STYLE_TEXTS.problems.color);
  expect(post).not.toHaveBeenCalled();
});

test("a valid colour posts UPDATE_CUSTOM_STYLE with the item's key and value, and clears the reason", () => {
  const post = renderPanel("paragraph");
  typeAndLeave(F.color, "rgb(300, 0, 0)");
  expect(screen.getByRole("alert")).toBeTruthy();
  typeAndLeave(F.color, "#FF0000");
  expect(post).toHaveBeenCalledWith({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.color", value: "#FF0000" });
  expect(screen.queryByRole("alert")).toBeNull();
});

test("a font size posts as it is typed; one out of its range is refused with the range", () => {
  const post = renderPanel("paragraph");
  const input = screen.getByLabelText(F["font.size"]) as HTMLInputElement;
  act(() => {
    fireEvent.change(input, { target: { value: "24" } });
  });
  expect(post).toHaveBeenLastCalledWith({
    type: UPDATE_CUSTOM_STYLE,
    key: "paragraph.font.size",
    value: "24",
  });
  post.mockClear();
  typeAndLeave(F["font.size"], "500");
  expect(screen.getByRole("alert").textContent).toBe("请输入 10 到 120 之间的数值");
  expect(post).not.toHaveBeenCalled();
});

test("a Western 'serif' is kept as Arial (content §5 setter)", () => {
  const post = renderPanel("paragraph");
  typeAndLeave(F["font.en"], "serif");
  // Arial is the default: the preview hears the setter's value.
  expect(post).toHaveBeenCalledWith({ type: UPDATE_CUSTOM_STYLE, key: "paragraph.font.en", value: "Arial" });
});

test("a background type shows only the fields it uses", () => {
  const post = renderPanel("image");
  const section = () => screen.getByRole("region", { name: STYLE_SCREEN_TEXTS.defaultSection });
  const has = (label: string) => section().textContent?.includes(label) ?? false;
  // Content §9: an image's background is of type no-color.
  expect(has(F["background.color"])).toBe(false);
  expect(has(F["background.shading"])).toBe(false);
  expect(has(F["background.image"])).toBe(false);
  const types = screen.getAllByRole("radiogroup", { name: F["background.type"] })[0] as HTMLElement;
  const choose = (option: string) =>
    act(() => {
      fireEvent.click(
        [...types.querySelectorAll("label")].find((label) => label.textContent === option) as HTMLElement,
      );
    });

  choose(STYLE_TEXTS.options["pure-color"]);
  expect(post).toHaveBeenCalledWith({
    type: UPDATE_CUSTOM_STYLE,
    key: "image.background.type",
    value: "pure-color",
  });
  expect(has(F["background.color"])).toBe(true);
  expect(has(F["background.shading"])).toBe(false);

  choose(STYLE_TEXTS.options.shading);
  expect(has(F["background.color"])).toBe(false);
  expect(has(F["background.shading"])).toBe(true);
  expect(screen.getByRole("radio", { name: "底纹 2" })).toBeTruthy();

  choose(STYLE_TEXTS.options.image);
  expect(has(F["background.shading"])).toBe(false);
  expect(has(F["background.image"])).toBe(true);
  expect(screen.getByRole("button", { name: new RegExp(STYLE_SCREEN_TEXTS.image.upload) })).toBeTruthy();
});

test("a header's background of type image offers an upload for each screen size", () => {
  renderPanel("chapterHeader");
  expect(screen.getByLabelText(`${F.background}（小屏）`)).toBeTruthy();
  const types = screen.getByRole("radiogroup", { name: F["background.type"] });
  act(() => {
    fireEvent.click(
      [...types.querySelectorAll("label")].find(
        (label) => label.textContent === STYLE_TEXTS.options.image,
      ) as HTMLElement,
    );
  });
  expect(screen.getAllByRole("button", { name: new RegExp(STYLE_SCREEN_TEXTS.image.upload) })).toHaveLength(
    2,
  );
});

test("the colour swatch opens the picker with the theme colours; a theme colour is posted at once", async () => {
  const post = renderPanel("paragraph");
  const [trigger] = screen.getAllByRole("button", { name: STYLE_SCREEN_TEXTS.color.pick });
  act(() => {
    fireEvent.click(trigger as HTMLElement);
  });
  const accent = await screen.findByRole("button", { name: /#3F51B5/i });
  act(() => {
    fireEvent.click(accent);
  });
  expect(post).toHaveBeenLastCalledWith({
    type: UPDATE_CUSTOM_STYLE,
    key: "paragraph.color",
    value: expect.stringMatching(/^#3F51B5/i),
  });
});
