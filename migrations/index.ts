import type { Knex } from 'knex';
import * as accounts from './20261122000100_accounts';
import * as shop from './20261122000200_shop';
import * as content from './20261122000300_content';
import * as community from './20261122000400_community';
import * as checkout from './20261122000500_checkout';
import * as analytics from './20261122000600_analytics';
import * as jobOutbox from './20261123000100_job_outbox';
import * as memberReferences from './20261123000200_member_references';
import * as checkoutFlow from './20261124000100_checkout_flow';
import * as shopSales from './20261124000200_shop_sales';
import * as contentSearch from './20261125000100_content_search';
import * as shopSearch from './20261125000200_shop_search';
import * as commentModeration from './20261126000100_comment_moderation';
import * as analyticsRollups from './20261127000100_analytics_rollups';
import * as readCacheVersions from './20261128000100_read_cache_versions';
import * as readCacheRowTriggers from './20261129000100_read_cache_row_triggers';
import * as checkoutOwnership from './20261130000100_checkout_ownership';
import * as readCacheKeys from './20261201000100_read_cache_keys';
import * as signIns from './20261201000200_sign_ins';
import * as cachePurge from './20261202000100_cache_purge';
import * as stockHolds from './20261203000100_stock_holds';
import * as formatsStock from './20261203000200_formats_stock';
import * as memberAddresses from './20261203000300_member_addresses';
import * as refundRestockAndMails from './20261203000400_refund_restock_and_mails';
import * as digitalGoods from './20261204000100_digital_goods';
import * as searchWordStems from './20261205000100_search_word_stems';
import * as menuPages from './20261207000100_menu_pages';
import * as buyerVisitors from './20261207000500_buyer_visitors';
import * as volumeFeaturesOwnArticles from './20261207000900_volume_features_own_articles';
import * as newsletters from './20261208000100_newsletters';
import * as downloadReissues from './20261209000100_download_reissues';
import * as publicStockHolds from './20261209000201_public_stock_holds';
import * as publishAsksBeforeMail from './20261209000301_publish_asks_before_mail';

/** Every migration, by name; knex applies them in name order (src/platform/migrator.ts). */
export const migrations: Record<string, Knex.Migration> = {
  '20261122000100_accounts': accounts,
  '20261122000200_shop': shop,
  '20261122000300_content': content,
  '20261122000400_community': community,
  '20261122000500_checkout': checkout,
  '20261122000600_analytics': analytics,
  '20261123000100_job_outbox': jobOutbox,
  '20261123000200_member_references': memberReferences,
  '20261124000100_checkout_flow': checkoutFlow,
  '20261124000200_shop_sales': shopSales,
  '20261125000100_content_search': contentSearch,
  '20261125000200_shop_search': shopSearch,
  '20261126000100_comment_moderation': commentModeration,
  '20261127000100_analytics_rollups': analyticsRollups,
  '20261128000100_read_cache_versions': readCacheVersions,
  '20261129000100_read_cache_row_triggers': readCacheRowTriggers,
  '20261130000100_checkout_ownership': checkoutOwnership,
  '20261201000100_read_cache_keys': readCacheKeys,
  '20261201000200_sign_ins': signIns,
  '20261202000100_cache_purge': cachePurge,
  '20261203000100_stock_holds': stockHolds,
  '20261203000200_formats_stock': formatsStock,
  '20261203000300_member_addresses': memberAddresses,
  '20261203000400_refund_restock_and_mails': refundRestockAndMails,
  '20261204000100_digital_goods': digitalGoods,
  '20261205000100_search_word_stems': searchWordStems,
  '20261207000100_menu_pages': menuPages,
  '20261207000500_buyer_visitors': buyerVisitors,
  '20261207000900_volume_features_own_articles': volumeFeaturesOwnArticles,
  '20261208000100_newsletters': newsletters,
  '20261209000100_download_reissues': downloadReissues,
  '20261209000201_public_stock_holds': publicStockHolds,
  '20261209000301_publish_asks_before_mail': publishAsksBeforeMail,
};
