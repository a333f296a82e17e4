// 导入用户 and 导出 on /m/org-users: the import dialog, and the export of what the list shows (its
// filters) as an EXPORT task whose file the task center offers.
import { ExportOutlined, ImportOutlined } from "@ant-design/icons";
import { type ExportOrgUsersBody, USER_IMPORT_TEXTS as T } from "@textbook/shared";
import { Button } from "antd";
import { useState } from "react";
import { exportOrgUsers } from "../../../api/user-import.ts";
import { toast } from "../../../app/global/toast.ts";
import { useBusy } from "../../../app/use-busy.ts";
import { ImportUsersDialog } from "./import-users-dialog.tsx";

export interface OrgUserSheetActionsProps {
  /** The organisation shown; null while a SYS_ADMIN has not picked one. */
  orgOid: string | null;
  /** The list's filters, and the organisation when a SYS_ADMIN names it. */
  exportBody: ExportOrgUsersBody;
}

export function OrgUserSheetActions({ orgOid, exportBody }: OrgUserSheetActionsProps) {
  const [importing, setImporting] = useState(false);
  const exporting = useBusy();
  const startExport = () =>
    exporting.run(async () => {
      const task = await exportOrgUsers(exportBody);
      toast.success(T.exportSubmitted, { label: T.openTask, to: `/f/task/detail/${task.oid}` });
    });
  return (
    <>
      <Button icon={<ImportOutlined aria-hidden />} disabled={!orgOid} onClick={() => setImporting(true)}>
        {T.importButton}
      </Button>
      <Button
        icon={<ExportOutlined aria-hidden />}
        disabled={!orgOid}
        loading={exporting.busy}
        onClick={startExport}
      >
        {T.exportButton}
      </Button>
      <ImportUsersDialog open={importing} orgOid={orgOid} onClose={() => setImporting(false)} />
    </>
  );
}
