import type { Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';
import { foundationMigration } from './0001-foundation';
import { referenceDataMigration } from './0002-reference-data';
import { accountsMigration } from './0003-accounts';
import { dietsMigration } from './0004-diets';
import { dietImagesMigration } from './0005-diet-images';
import { recipeSortIndexMigration } from './0006-recipe-sort-index';
import { referenceDataRevisionMigration } from './0007-reference-data-revision';
import { uploadQuotasMigration } from './0008-upload-quotas';
import { trustedDevicesMigration } from './0009-trusted-devices';
import { emailVerificationMigration } from './0010-email-verification';
import { recipeAllergenMaskMigration } from './0011-recipe-allergen-mask';
import { changeCountersMigration } from './0012-change-counters';
import { foodAllergenChangesMigration } from './0013-food-allergen-changes';
import { recipePlanIngredientsMigration } from './0014-recipe-plan-ingredients';
import { catalogueUpdatedAtMigration } from './0015-catalogue-updated-at';
import { chatsMigration } from './0016-chats';
import { chatEventsMigration } from './0017-chat-events';
import { ebooksMigration } from './0018-ebooks';
import { articlesMigration } from './0019-articles';
import { dietTemplatesMigration } from './0020-diet-templates';
import { directoryMigration } from './0021-directory';
import { specialistAssignmentsMigration } from './0022-specialist-assignments';
import { basketMigration } from './0023-basket';
import { ordersMigration } from './0024-orders';
import { proPackagesMigration } from './0025-pro-packages';
import { proUntilMigration } from './0026-pro-until';
import { billingAndPromotionsMigration } from './0027-billing-and-promotions';
import { notificationsMigration } from './0028-notifications';
import { planSnapshotsMigration } from './0029-plan-snapshots';
import { homeMigration } from './0030-home';
import { feedbackMigration } from './0031-feedback';
import { recipePlanRowsMigration } from './0032-recipe-plan-rows';
import { narrationsMigration } from './0033-narrations';
import { adminAccountsMigration } from './0034-admin-accounts';
import { seoHealthMigration } from './0035-seo-health';
import { moderationMigration } from './0036-moderation';
import { adminContentMigration } from './0037-admin-content';
import { adminEditsMigration } from './0038-admin-edits';
import { searchScopesMigration } from './0039-search-scopes';
import { foodNamesMigration } from './0040-food-names';
import { recipeCardFoodsMigration } from './0041-recipe-card-foods';

/** The static, ordered list of migrations. Append; never rename or edit one that has shipped. */
export function migrations(adapter: DialectAdapter): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(adapter),
    '0002-reference-data': referenceDataMigration(adapter),
    '0003-accounts': accountsMigration(adapter),
    '0004-diets': dietsMigration(adapter),
    '0005-diet-images': dietImagesMigration(),
    '0006-recipe-sort-index': recipeSortIndexMigration(),
    '0007-reference-data-revision': referenceDataRevisionMigration(),
    '0008-upload-quotas': uploadQuotasMigration(),
    '0009-trusted-devices': trustedDevicesMigration(),
    '0010-email-verification': emailVerificationMigration(),
    '0011-recipe-allergen-mask': recipeAllergenMaskMigration(adapter),
    '0012-change-counters': changeCountersMigration(adapter),
    '0013-food-allergen-changes': foodAllergenChangesMigration(adapter),
    '0014-recipe-plan-ingredients': recipePlanIngredientsMigration(adapter),
    '0015-catalogue-updated-at': catalogueUpdatedAtMigration(adapter),
    '0016-chats': chatsMigration(adapter),
    '0017-chat-events': chatEventsMigration(adapter),
    '0018-ebooks': ebooksMigration(adapter),
    '0019-articles': articlesMigration(adapter),
    '0020-diet-templates': dietTemplatesMigration(adapter),
    '0021-directory': directoryMigration(adapter),
    '0022-specialist-assignments': specialistAssignmentsMigration(adapter),
    '0023-basket': basketMigration(adapter),
    '0024-orders': ordersMigration(adapter),
    '0025-pro-packages': proPackagesMigration(adapter),
    '0026-pro-until': proUntilMigration(),
    '0027-billing-and-promotions': billingAndPromotionsMigration(adapter),
    '0028-notifications': notificationsMigration(adapter),
    '0029-plan-snapshots': planSnapshotsMigration(),
    '0030-home': homeMigration(adapter),
    '0031-feedback': feedbackMigration(adapter),
    '0032-recipe-plan-rows': recipePlanRowsMigration(adapter),
    '0033-narrations': narrationsMigration(adapter),
    '0034-admin-accounts': adminAccountsMigration(adapter),
    '0035-seo-health': seoHealthMigration(adapter),
    '0036-moderation': moderationMigration(adapter),
    '0037-admin-content': adminContentMigration(adapter),
    '0038-admin-edits': adminEditsMigration(),
    '0039-search-scopes': searchScopesMigration(adapter),
    '0040-food-names': foodNamesMigration(adapter),
    '0041-recipe-card-foods': recipeCardFoodsMigration(adapter),
  };
}
