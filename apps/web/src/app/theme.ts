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
    borderRadius: 6,
  },
};
