// Demo media: a few real images in 信息技术基础's media library and a cover for each demo book,
// drawn as SVG and rasterised with sharp. Shapes only, no text: a fresh machine may have no fonts.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { bookMembers, books } from "../db/schema/index.ts";
import type { Deps } from "../deps.ts";
import { storeGeneratedFile } from "../modules/attachments/store-generated.ts";

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

/** Input, memory, arithmetic unit, control unit and output, wired the von Neumann way. */
export const VON_NEUMANN = svg(
  960,
  600,
  `<rect width="960" height="600" fill="#f4fbfb"/>
  <g fill="#ffffff" stroke="#00838f" stroke-width="4">
    <rect x="60" y="250" width="160" height="100" rx="12"/>
    <rect x="400" y="60" width="160" height="100" rx="12"/>
    <rect x="400" y="250" width="160" height="100" rx="12"/>
    <rect x="400" y="440" width="160" height="100" rx="12"/>
    <rect x="740" y="250" width="160" height="100" rx="12"/>
  </g>
  <g stroke="#03a9f4" stroke-width="5" fill="none" marker-end="url(#arrow)">
    <path d="M220 300 H392"/><path d="M560 300 H732"/><path d="M480 160 V242"/><path d="M480 440 V358"/>
  </g>
  <defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto">
    <path d="M0 0 L10 5 L0 10 z" fill="#03a9f4"/></marker></defs>`,
);

/** A star network: a switch in the middle and eight hosts around it. */
export const NETWORK = svg(
  960,
  600,
  `<rect width="960" height="600" fill="#fbfaf4"/>
  ${Array.from({ length: 8 }, (_, index) => {
    const angle = (index / 8) * Math.PI * 2;
    const x = 480 + Math.cos(angle) * 230;
    const y = 300 + Math.sin(angle) * 220;
    return `<line x1="480" y1="300" x2="${x}" y2="${y}" stroke="#3f51b5" stroke-width="4"/>
      <circle cx="${x}" cy="${y}" r="38" fill="#ffffff" stroke="#3f51b5" stroke-width="4"/>`;
  }).join("")}
  <rect x="420" y="255" width="120" height="90" rx="14" fill="#3f51b5"/>`,
);

/** A byte as eight cells, filled where the bit is 1. */
export const BINARY = svg(
  960,
  400,
  `<rect width="960" height="400" fill="#ffffff"/>
  ${[1, 0, 1, 1, 0, 0, 1, 0]
    .map(
      (bit, index) =>
        `<rect x="${80 + index * 100}" y="140" width="80" height="120" rx="8" fill="${bit ? "#00838f" : "#e0f2f1"}" stroke="#00838f" stroke-width="3"/>`,
    )
    .join("")}`,
);

const cover = (from: string, to: string) =>
  svg(
    600,
    800,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>
    <rect x="40" y="0" width="14" height="800" fill="#ffffff" opacity="0.35"/>
    <circle cx="430" cy="610" r="220" fill="#ffffff" opacity="0.08"/>
    <circle cx="180" cy="200" r="120" fill="#ffffff" opacity="0.1"/>`,
  );

const MEDIA: Record<string, { name: string; image: Buffer }[]> = {
  信息技术基础: [
    { name: "冯·诺依曼结构示意图.png", image: VON_NEUMANN },
    { name: "星型网络拓扑.png", image: NETWORK },
    { name: "一个字节的八位.png", image: BINARY },
  ],
};

/** One book with an image cover; the other keeps the generated title cover of the book list. */
const COVERS: Record<string, Buffer> = {
  大学语文: cover("#8d6e63", "#c62828"),
};

/** Stores the demo images and covers; run once, right after seedDemo filled a fresh database. */
export async function seedDemoMedia(deps: Pick<Deps, "db" | "storage" | "clock">): Promise<void> {
  const titles = new Set([...Object.keys(MEDIA), ...Object.keys(COVERS)]);
  for (const title of titles) {
    const [book] = await deps.db.select().from(books).where(eq(books.name, title)).limit(1);
    if (!book) continue;
    const [owner] = await deps.db
      .select()
      .from(bookMembers)
      .where(eq(bookMembers.bookOid, book.oid))
      .limit(1);
    if (!owner) continue;
    const store = async (name: string, picture: Buffer) =>
      storeGeneratedFile(deps, {
        bookOid: book.oid,
        orgOid: book.orgOid,
        ownerOid: owner.userOid,
        name,
        type: "IMAGE",
        category: "BOOK_IMAGE",
        contentType: "image/png",
        body: await sharp(picture).png().toBuffer(),
      });
    for (const item of MEDIA[title] ?? []) await store(item.name, item.image);
    const coverImage = COVERS[title];
    if (coverImage) {
      const stored = await store(`${title}封面.png`, coverImage);
      await deps.db.update(books).set({ coverAttachmentOid: stored.oid }).where(eq(books.oid, book.oid));
    }
  }
}
