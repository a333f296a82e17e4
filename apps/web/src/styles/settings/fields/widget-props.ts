// What every field widget of the settings screen is given: its item, the value shown, and one way
// to change it. The widget hands the raw value over; the form checks it (content §5 setters).
import type { StyleItemDefinition } from "@textbook/shared";

export interface WidgetProps {
  id: string;
  definition: StyleItemDefinition;
  /** The stored value (the edited one, else the default). */
  value: string;
  /** The field's name, for a widget that has no visible label of its own. */
  label: string;
  disabled: boolean;
  bookOid: string;
  /** Any other item's shown value (a pattern is drawn in the theme colour). */
  shownValue: (itemKey: string) => string;
  /** Sends a value through the setter rules; answers whether it was kept. */
  onChange: (raw: string, attachmentOid?: string) => boolean;
}
