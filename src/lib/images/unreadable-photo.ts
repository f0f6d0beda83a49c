// The build's error for a photo sharp cannot decode: one line that says which file to replace and why. sharp's
// own message names no file and may run over several lines.

export function unreadablePhotoMessage(file: string, error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim();
  return `${file}: this photo cannot be read (${reason}); replace the file with a JPEG, PNG, WebP or AVIF that opens`;
}
