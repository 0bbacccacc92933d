/** The first line, shortened: what the inbox shows of the last message. */
export function preview(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
