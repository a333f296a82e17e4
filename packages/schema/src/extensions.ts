// The one extension list web and server share; the web adds node views with .extend().
import { getSchema } from "@tiptap/core";
import { Bold } from "./marks/bold.ts";
import { Italic } from "./marks/italic.ts";
import { BulletList } from "./nodes/bullet-list.ts";
import { Doc } from "./nodes/doc.ts";
import { Heading } from "./nodes/heading.ts";
import { ListItem } from "./nodes/list-item.ts";
import { OrderedList } from "./nodes/ordered-list.ts";
import { Paragraph } from "./nodes/paragraph.ts";
import { Text } from "./nodes/text.ts";

export const extensions = [Doc, Text, Paragraph, Heading, BulletList, OrderedList, ListItem, Bold, Italic];

export const schema = getSchema(extensions);
