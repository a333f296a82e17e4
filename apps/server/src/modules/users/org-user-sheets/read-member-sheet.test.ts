import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { checkMemberRows } from "./check-member-rows.ts";
import { decodeCsv, readMemberSheet } from "./read-member-sheet.ts";

const HEADER = ["姓名", "手机号", "备注"];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("用户");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csv = (text: string) => Buffer.from(text, "utf8");

describe("readMemberSheet", () => {
  it("reads an .xlsx from row 2: A name, B phone (typed as a number too), C remark, trimmed", async () => {
    const reading = await readMemberSheet(
      await xlsx([
        HEADER,
        [" 张三 ", 13800000001, " 一班 "],
        [{ richText: [{ text: "李" }, { text: "四" }] }, "13800000002"],
      ]),
      "xlsx",
    );
    expect(reading.rows).toEqual([
      { row: 2, fullName: "张三", phoneNumber: "13800000001", remark: "一班" },
      { row: 3, fullName: "李四", phoneNumber: "13800000002", remark: "" },
    ]);
  });

  it("reads a .csv (quoted commas, a BOM, GB18030 from Excel) and skips blank rows, keeping row numbers", async () => {
    const reading = await readMemberSheet(
      csv('\uFEFF姓名,手机号,备注\n王五,13800000003,"甲,乙"\n,,\n赵六,013800,\n'),
      "csv",
    );
    expect(reading.rows).toEqual([
      { row: 2, fullName: "王五", phoneNumber: "13800000003", remark: "甲,乙" },
      { row: 4, fullName: "赵六", phoneNumber: "013800", remark: "" },
    ]);
    const gb = Buffer.from([0xd0, 0xd5, 0xc3, 0xfb]); // "姓名" in GB18030
    expect(decodeCsv(gb)).toBe("姓名");
  });

  it("accepts the spec's field names as a header and a header without the remark column", async () => {
    expect(
      (await readMemberSheet(csv("name,phoneNumber,remark\n甲,13800000004,\n"), "csv")).rows,
    ).toHaveLength(1);
    expect((await readMemberSheet(csv("姓名,手机号\n甲,13800000004\n"), "csv")).rows).toHaveLength(1);
  });

  it("refuses a wrong header, an empty sheet, too many rows and bytes that are no spreadsheet", async () => {
    expect((await readMemberSheet(csv("手机号,姓名,备注\n13800000005,甲,\n"), "csv")).problem).toBe(
      "表头不正确：第 1 行应依次为 姓名、手机号、备注，请下载模板填写",
    );
    expect((await readMemberSheet(await xlsx([]), "xlsx")).problem).toBe(
      "文件中没有可导入的数据（数据从第 2 行开始）",
    );
    expect((await readMemberSheet(await xlsx([HEADER, [], ["", " "]]), "xlsx")).problem).toBe(
      "文件中没有可导入的数据（数据从第 2 行开始）",
    );
    const many = [
      "姓名,手机号,备注",
      ...Array.from({ length: 5001 }, (_, i) => `人${i},1380000${String(i).padStart(4, "0")},`),
    ];
    expect((await readMemberSheet(csv(many.join("\n")), "csv")).problem).toBe(
      "单次最多导入 5000 行，文件中有 5001 行，请拆分后再导入",
    );
    expect((await readMemberSheet(csv(many.slice(0, 5001).join("\n")), "csv")).rows).toHaveLength(5000);
    expect((await readMemberSheet(Buffer.from("not a zip"), "xlsx")).problem).toBe(
      "文件无法读取，请确认是 .xlsx 或 .csv 格式",
    );
  });
});

describe("checkMemberRows", () => {
  const row = (n: number, fullName: string, phoneNumber: string, remark = "") => ({
    row: n,
    fullName,
    phoneNumber,
    remark,
  });

  it("accepts valid rows and gives every reason of the others, naming a duplicate's first row", () => {
    const { accepted, refused } = checkMemberRows([
      row(2, "张三", "13800000001"),
      row(3, "", "13800000002"),
      row(4, "李四", "1380000"),
      row(5, "王五", ""),
      row(6, "赵六", "13800000001"),
      row(7, "孙七", "13800000007", "备".repeat(201)),
      row(8, "", "12"),
      row(9, "周八", "13800000009", "备".repeat(200)),
    ]);
    expect(accepted.map((r) => r.row)).toEqual([2, 9]);
    expect(refused.map(({ row: r, reasons }) => [r.row, reasons])).toEqual([
      [3, ["姓名：必填项，请输入"]],
      [4, ["手机号：手机号格式错误"]],
      [5, ["手机号：请输入手机号"]],
      [6, ["手机号与第 2 行重复"]],
      [7, ["备注：最多 200 个字符"]],
      [8, ["姓名：必填项，请输入", "手机号：手机号格式错误"]],
    ]);
  });

  it("limits a name to 100 characters, counting characters rather than UTF-16 units", () => {
    expect(checkMemberRows([row(2, "𠀀".repeat(100), "13800000001")]).accepted).toHaveLength(1);
    expect(checkMemberRows([row(2, "名".repeat(101), "13800000001")]).refused[0]?.reasons).toEqual([
      "姓名：最多 100 个字符",
    ]);
  });
});
