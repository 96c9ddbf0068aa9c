import { messages } from "./catalogue/ml.gen.js";
import { loadServerMessages, localizeText } from "./translate.js";

let loaded = false;

/**
 * The web's Malayalam for the schemas' and the server's English texts (form validation): the
 * server catalogue's Malayalam, loaded with this module only when Malayalam is on.
 */
export function localizeMl(text: string): string {
  if (!loaded) {
    loadServerMessages("ml", messages);
    loaded = true;
  }
  return localizeText("ml", text);
}
