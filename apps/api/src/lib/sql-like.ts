/** A LIKE pattern that finds the text anywhere, with its wildcards escaped so they match literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
