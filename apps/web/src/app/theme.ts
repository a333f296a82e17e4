import { THEME_COLOURS } from "@textbook/shared";
import type { ThemeConfig } from "antd";

/** Ant Design tokens from the spec's theme colours (content §9). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOURS.primary,
    colorInfo: THEME_COLOURS.info,
    colorSuccess: THEME_COLOURS.success,
    colorWarning: THEME_COLOURS.warning,
    colorError: THEME_COLOURS.error,
    colorLink: THEME_COLOURS.primary,
    // Secondary text (descriptions, hints, empty states) at 60% black: 45% fails WCAG AA contrast.
    colorTextDescription: "rgb(0 0 0 / 60%)",
    colorTextTertiary: "rgb(0 0 0 / 60%)",
    // Placeholders too (a select's placeholder is text axe measures): antd's 25% reads 1.8:1.
    colorTextPlaceholder: "rgb(0 0 0 / 55%)",
    borderRadius: 6,
  },
  components: {
    // Selected entries and tabs write their text darker than the primary colour, for AA contrast.
    Menu: { itemSelectedBg: "#e0f2f1", itemSelectedColor: "#006064" },
    Tabs: { itemSelectedColor: "#006064" },
    // A status tag prints its colour as text on a tint of it: the spec's bright theme colours are
    // too light there for AA contrast, so tags take darker shades of the same hues.
    Tag: { colorSuccess: "#1b5e20", colorInfo: "#00697a", colorWarning: "#b23c17", colorError: "#c62828" },
    // A danger button's text (停用, 删除, 撤回) in the spec's error red reads 3.7:1 on white.
    Button: { colorError: "#c62828", colorErrorHover: "#d32f2f", colorErrorActive: "#b71c1c" },
    // So does a field's error message (手机号格式错误 under the field).
    Form: { colorError: "#c62828" },
  },
};
