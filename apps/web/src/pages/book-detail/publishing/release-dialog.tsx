// 发布: choose the edition readers get, the newest READY one by default (the server's default too);
// an edition older than the released one rolls back. Whether the application was approved is the
// server's to say: a refusal shows its message.
import { type Edition, formatMessage, PUBLISHING_PAGE_TEXTS } from "@textbook/shared";
import { Alert, Form, Modal, Select } from "antd";
import { useEffect, useState } from "react";
import { editionName } from "./editions-table.tsx";

const T = PUBLISHING_PAGE_TEXTS.release;

export function ReleaseDialog(props: {
  open: boolean;
  editions: readonly Edition[];
  sending: boolean;
  onRelease: (edition: Edition) => void;
  onClose: () => void;
}) {
  const newest = props.editions[0];
  const [chosen, setChosen] = useState<string | undefined>(newest?.oid);
  useEffect(() => {
    if (props.open) setChosen(newest?.oid);
  }, [props.open, newest?.oid]);
  const edition = props.editions.find((item) => item.oid === chosen);
  const released = props.editions.find((item) => item.released);
  const rollback = edition !== undefined && released !== undefined && edition.number < released.number;

  return (
    <Modal
      open={props.open}
      title={T.title}
      okText={T.submit}
      okButtonProps={{ disabled: !edition }}
      confirmLoading={props.sending}
      onOk={() => edition && props.onRelease(edition)}
      onCancel={props.onClose}
    >
      {newest ? (
        <Form layout="vertical">
          <Form.Item label={T.edition} htmlFor="release-edition">
            <Select
              id="release-edition"
              aria-label={T.edition}
              value={chosen}
              onChange={setChosen}
              options={props.editions.map((item) => ({
                value: item.oid,
                label: item === newest ? `${editionName(item)}（${T.newest}）` : editionName(item),
              }))}
            />
          </Form.Item>
          {edition && (
            <p>
              {formatMessage(rollback ? T.rollbackConfirm : T.releaseConfirm, { number: edition.number })}
            </p>
          )}
        </Form>
      ) : (
        <Alert type="info" showIcon title={T.noEdition} />
      )}
    </Modal>
  );
}
