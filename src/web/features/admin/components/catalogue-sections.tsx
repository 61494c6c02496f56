/** Foods' names and groups (issue 24 A2). */
export function FoodsSection() {
  return null;
}

/** Exercises: names, METs, photos (issue 24 A2). */
export function ExercisesSection() {
  return null;
}

/** E-books: files, covers, prices (issue 24 A2). */
export function EbooksSection() {
  return null;
}
