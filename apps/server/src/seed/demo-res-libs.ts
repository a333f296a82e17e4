// Demo subject resource library: the platform's library holds a few 信息技术 pictures (uploaded by
// the demo system admin), and 信息技术基础 lets its editors use the library, so a newcomer finds
// 从学科资源库选择 in the editor's + menu and a non-empty 学科资源库 in the management area.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { books, resLibResources, users } from "../db/schema/index.ts";
import type { Deps } from "../deps.ts";
import { storeGeneratedFile } from "../modules/attachments/store-generated.ts";
import { BINARY, NETWORK, VON_NEUMANN } from "./demo-media.ts";

const LIBRARY = [
  { name: "冯·诺依曼结构", image: VON_NEUMANN, keywords: ["计算机组成", "存储器", "运算器"] },
  { name: "星型网络", image: NETWORK, keywords: ["网络拓扑", "交换机"] },
  { name: "二进制的一个字节", image: BINARY, keywords: ["二进制", "编码"] },
];

const UPLOADER_PHONE = "13800000003";
const BOOK_USING_LIBRARY = "信息技术基础";

/** Stores the library's pictures; run once, right after seedDemo filled a fresh database. */
export async function seedDemoResLibs(deps: Pick<Deps, "db" | "storage" | "clock">): Promise<void> {
  const [uploader] = await deps.db.select().from(users).where(eq(users.phoneNumber, UPLOADER_PHONE)).limit(1);
  if (!uploader) return;
  for (const item of LIBRARY) {
    const file = await storeGeneratedFile(deps, {
      bookOid: null,
      orgOid: null,
      ownerOid: uploader.oid,
      name: `${item.name}.png`,
      type: "IMAGE",
      contentType: "image/png",
      body: await sharp(item.image).png().toBuffer(),
    });
    await deps.db.insert(resLibResources).values({
      attachmentOid: file.oid,
      orgOid: null,
      name: item.name,
      subjectCode: "information-technology",
      keywords: item.keywords,
      uploaderOid: uploader.oid,
    });
  }
  await deps.db
    .update(books)
    .set({ editorUseSubjectResourceEnabled: true })
    .where(eq(books.name, BOOK_USING_LIBRARY));
}
