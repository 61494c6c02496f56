/** Recipes for admins (issue 24 A2): list, editor with ingredients and live nutrition. */
export function RecipesSection() {
  return null;
}
