// The widget of each kind of value: the one table the screen's fields are drawn from.
import type { ComponentType } from "react";
import { ColorInput } from "../color-picker/color-input.tsx";
import type { WidgetKind } from "../form/field-rows.ts";
import { ImageInput } from "../image-field/image-input.tsx";
import { FontInput } from "./font-input.tsx";
import { LayoutInput } from "./layout-input.tsx";
import { NumberInput } from "./number-input.tsx";
import { RadioInput, SelectInput, ShadingInput } from "./option-input.tsx";
import type { WidgetProps } from "./widget-props.ts";

export const FIELD_WIDGETS: Record<WidgetKind, ComponentType<WidgetProps>> = {
  color: ColorInput,
  font: FontInput,
  number: NumberInput,
  radio: RadioInput,
  select: SelectInput,
  shading: ShadingInput,
  layout: LayoutInput,
  image: ImageInput,
  "background-color": ColorInput,
  "background-image": ImageInput,
};
