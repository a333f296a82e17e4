/** A button a card offers (查看模型, 预览, 进入...): its label and what it does. */
export interface CardAction {
  label: string;
  run: () => void;
}
