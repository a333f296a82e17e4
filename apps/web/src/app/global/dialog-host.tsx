import { ExclamationCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import { DIALOG_TEXTS, formatMessage, rules, UI } from "@textbook/shared";
import { Button, Input, Modal } from "antd";
import { useState, useSyncExternalStore } from "react";
import { type DialogItem, dialogStore } from "./dialog.ts";

/** The phrase is shown as text (a placeholder vanishes as one types), and Enter confirms once it is right. */
function TypedPhrase({ onChange, onConfirm }: { onChange: (valid: boolean) => void; onConfirm: () => void }) {
  const [value, setValue] = useState("");
  const problem = value ? rules.deleteConfirmation(value) : null;
  return (
    <div style={{ marginTop: 12 }}>
      <p style={{ margin: "0 0 6px" }}>
        {formatMessage(DIALOG_TEXTS.deleteConfirmPrompt, { phrase: DIALOG_TEXTS.deleteConfirmPhrase })}
      </p>
      <Input
        autoFocus
        aria-label={DIALOG_TEXTS.deleteConfirmPhrase}
        placeholder={DIALOG_TEXTS.deleteConfirmPhrase}
        maxLength={UI.deleteConfirmMaxLength}
        value={value}
        status={problem ? "error" : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          onChange(rules.deleteConfirmation(event.target.value) === null);
        }}
        onPressEnter={() => {
          if (rules.deleteConfirmation(value) === null) onConfirm();
        }}
      />
      {problem && <div style={{ color: "#f44336", marginTop: 4, fontSize: 12 }}>{problem}</div>}
    </div>
  );
}

function OneDialog({ item }: { item: DialogItem }) {
  const [phraseTyped, setPhraseTyped] = useState(false);
  const asks = item.variant === "confirm" || item.variant === "typedDelete";
  const icon =
    item.variant === "info" ? (
      <InfoCircleFilled aria-hidden style={{ color: "#00bcd4" }} />
    ) : (
      <ExclamationCircleFilled aria-hidden style={{ color: item.danger ? "#f44336" : "#ff5722" }} />
    );
  return (
    <Modal
      open={item.open}
      title={
        <span style={{ display: "inline-flex", gap: 8, alignItems: "center" }}>
          {icon}
          {item.title}
        </span>
      }
      width={UI.dialogMaxWidth}
      styles={{ container: { maxWidth: UI.dialogMaxWidth } }}
      onCancel={() => item.answer(false)}
      mask={{ closable: false }}
      footer={[
        asks && (
          <Button key="cancel" onClick={() => item.answer(false)}>
            {DIALOG_TEXTS.cancel}
          </Button>
        ),
        <Button
          key="ok"
          type="primary"
          danger={item.danger}
          disabled={item.variant === "typedDelete" && !phraseTyped}
          onClick={() => item.answer(true)}
        >
          {item.okText}
        </Button>,
      ]}
    >
      <div>{item.content}</div>
      {item.variant === "typedDelete" && (
        <TypedPhrase onChange={setPhraseTyped} onConfirm={() => item.answer(true)} />
      )}
    </Modal>
  );
}

export function DialogHost() {
  const dialogs = useSyncExternalStore(dialogStore.subscribe, dialogStore.get);
  return dialogs.map((item) => <OneDialog key={item.id} item={item} />);
}
