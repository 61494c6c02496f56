/**
 * The nutrient codes of the foods and recipes tables (SR28's, in file order), each a value per 100 g of
 * edible portion. Core, because the API contracts accept them (`nutrients=fiber_g,vit_c_mg`) as well as the
 * schema, the migrations and the SR28 importer.
 */
export const SR28_NUTRIENT_COLUMNS = [
  'energy_kcal', 'energy_kj', 'protein_g', 'fat_g', 'sat_fat_g', 'mono_fat_g', 'poly_fat_g', 'trans_fat_g',
  'cholesterol_mg', 'carbohydrate_g', 'sugars_g', 'fiber_g', 'starch_g', 'water_g', 'alcohol_g', 'caffeine_mg',
  'sodium_mg', 'potassium_mg', 'calcium_mg', 'iron_mg', 'magnesium_mg', 'phosphorus_mg', 'zinc_mg', 'copper_mg',
  'manganese_mg', 'selenium_ug', 'vit_a_rae_ug', 'beta_carotene_ug', 'vit_c_mg', 'vit_d_ug', 'vit_e_mg',
  'vit_k_ug', 'thiamin_mg', 'riboflavin_mg', 'niacin_mg', 'pantothenic_acid_mg', 'vit_b6_mg', 'folate_dfe_ug',
  'folate_total_ug', 'vit_b12_ug', 'choline_mg', 'ala_n3_g', 'epa_n3_g', 'dha_n3_g', 'salt_g',
] as const;
export type NutrientColumn = (typeof SR28_NUTRIENT_COLUMNS)[number];
