import { timestamp, varchar } from "drizzle-orm/pg-core";
import { newOid } from "../oid.ts";

export const oidPrimaryKey = () => varchar("oid", { length: 32 }).primaryKey().$defaultFn(newOid);
export const oidRef = (name: string) => varchar(name, { length: 32 });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
