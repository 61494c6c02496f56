/** Publishing and unpublishing specialists and companies (issue 24 A2). */
export function ModerationSection() {
  return null;
}
