// antd's form control for one file: a button opening the picker and the chosen file's name.
import { UploadOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useRef } from "react";

export interface FilePickerProps {
  value?: File;
  onChange?: (file: File | undefined) => void;
  /** The button's text and the hidden input's accessible name. */
  label: string;
  /** The input's accept list (".xlsx,.csv"). */
  accept: string;
  /** The input's accessible name when it differs from the button's text. */
  inputLabel?: string;
}

export function FilePicker(props: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {props.label}
      </Button>
      {props.value && <span>{props.value.name}</span>}
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        aria-label={props.inputLabel ?? props.label}
        onChange={(event) => {
          props.onChange?.(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </Space>
  );
}
