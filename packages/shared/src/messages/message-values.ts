import type { ServerMessageId } from "./catalogue/ids.gen.js";

/** A value of a message: text, a number (plurals), another message (a field label), or a list. */
export type MessageValue = string | number | Msg | readonly MessageValue[];
export type MessageValues = Record<string, MessageValue>;

/** A message with its values, translated when it is shown. */
export interface Msg {
  id: ServerMessageId;
  values?: MessageValues;
}
