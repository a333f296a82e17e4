// What a list shows when its first page could not be loaded: why, and 重新加载 to ask again.
import { ReloadOutlined } from "@ant-design/icons";
import { LOGIN_TEXTS } from "@textbook/shared";
import { Button, Result } from "antd";

export function LoadFailed(props: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={props.title}
      subTitle={props.error.message}
      extra={
        <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={props.onRetry}>
          {LOGIN_TEXTS.reload}
        </Button>
      }
    />
  );
}
