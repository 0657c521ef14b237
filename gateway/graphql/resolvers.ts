import { EmailStatus, InvoiceProjectType, TokenPurpose } from '../accounts/resolvers/enums.ts';
import { Invoice } from '../accounts/resolvers/invoice.ts';
import { InvoiceSummary } from '../accounts/resolvers/invoice-summary.ts';
import { accountsMutations } from '../accounts/resolvers/mutation.ts';
import { accountsQueries } from '../accounts/resolvers/query.ts';
import { TokenCheck } from '../accounts/resolvers/token-check.ts';
import { User } from '../accounts/resolvers/user.ts';
import { Money } from '../base/money.ts';
import { Price } from '../base/price.ts';
import { DateScalar, SafeHtmlScalar } from '../base/scalars.ts';
import { Article, ArticleImages } from '../catalogue/resolvers/article.ts';
import { ArticleCategory } from '../catalogue/resolvers/article-category.ts';
import { AbsentKind, ArticleList } from '../catalogue/resolvers/article-list.ts';
import { AccountPrices } from '../catalogue/resolvers/article-prices.ts';
import { StockFilter, StockStatus } from '../catalogue/resolvers/enums.ts';
import { catalogueQueries } from '../catalogue/resolvers/query.ts';
import { Sale } from '../catalogue/resolvers/sale.ts';
import { ContentRevision } from '../content/resolvers/content-revision.ts';
import { DuplicationService } from '../content/resolvers/duplication-service.ts';
import { EditorSession } from '../content/resolvers/editor-session.ts';
import { ContactTopic, ContentKind } from '../content/resolvers/enums.ts';
import { BannerItem, BannerLink, HomepageConfig } from '../content/resolvers/homepage.ts';
import { contentMutations } from '../content/resolvers/mutation.ts';
import { contentQueries } from '../content/resolvers/query.ts';
import { deskAvailabilityQueries } from '../desk/resolvers/availability-query.ts';
import { deskCounterMutations } from '../desk/resolvers/counter-mutation.ts';
import { deskCustomerMutations } from '../desk/resolvers/customers-mutation.ts';
import { deskCustomerQueries } from '../desk/resolvers/customers-query.ts';
import { DeskArticleAvailability } from '../desk/resolvers/desk-article-availability.ts';
import { DeskAuditEntry } from '../desk/resolvers/desk-audit-entry.ts';
import { DeskCollision } from '../desk/resolvers/desk-collision.ts';
import { DeskCustomer } from '../desk/resolvers/desk-customer.ts';
import { DeskCustomerRecord } from '../desk/resolvers/desk-customer-record.ts';
import { DeskCustomerRecordList } from '../desk/resolvers/desk-customer-record-list.ts';
import { DeskHandedUnit } from '../desk/resolvers/desk-handed-unit.ts';
import { DeskHandoverOrder } from '../desk/resolvers/desk-handover-order.ts';
import { DeskMail } from '../desk/resolvers/desk-mail.ts';
import { DeskNote } from '../desk/resolvers/desk-note.ts';
import { DeskOrder } from '../desk/resolvers/desk-order.ts';
import { DeskOrderInTheWay } from '../desk/resolvers/desk-order-in-the-way.ts';
import { DeskAuditList, DeskOrderList } from '../desk/resolvers/desk-order-list.ts';
import { DeskOrderSummary } from '../desk/resolvers/desk-order-summary.ts';
import { DeskPayment } from '../desk/resolvers/desk-payment.ts';
import { DeskPlanner } from '../desk/resolvers/desk-planner.ts';
import { DeskPlannerArticle } from '../desk/resolvers/desk-planner-article.ts';
import { DeskPlannerAssignment } from '../desk/resolvers/desk-planner-assignment.ts';
import { DeskPlannerHandover } from '../desk/resolvers/desk-planner-handover.ts';
import { DeskPlannerRepair } from '../desk/resolvers/desk-planner-repair.ts';
import { DeskPlannerReservation } from '../desk/resolvers/desk-planner-reservation.ts';
import { DeskPlannerUnit } from '../desk/resolvers/desk-planner-unit.ts';
import { DeskRefund } from '../desk/resolvers/desk-refund.ts';
import { DeskRentalLine } from '../desk/resolvers/desk-rental-line.ts';
import { DeskReservation } from '../desk/resolvers/desk-reservation.ts';
import { DeskSession } from '../desk/resolvers/desk-session.ts';
import { DeskTotpSetup } from '../desk/resolvers/desk-totp-setup.ts';
import { DeskUnit } from '../desk/resolvers/desk-unit.ts';
import { DeskUnitArticle } from '../desk/resolvers/desk-unit-article.ts';
import { DeskUnitList } from '../desk/resolvers/desk-unit-list.ts';
import { DeskUnitOut } from '../desk/resolvers/desk-unit-out.ts';
import { DeskUnitRepair } from '../desk/resolvers/desk-unit-repair.ts';
import {
  DeskCounterMethod,
  DeskOrderAttention,
  DeskRefundStatus,
  DeskSignInStep,
  DeskUnitCondition,
  DeskUnitStatus,
} from '../desk/resolvers/enums.ts';
import { deskMutations } from '../desk/resolvers/mutation.ts';
import { DeskPlannerState } from '../desk/resolvers/planner-enums.ts';
import { plannerQueries } from '../desk/resolvers/planner-query.ts';
import { deskQueries } from '../desk/resolvers/query.ts';
import { Staff } from '../desk/resolvers/staff.ts';
import { deskUnitMutations } from '../desk/resolvers/units-mutation.ts';
import { deskUnitQueries } from '../desk/resolvers/units-query.ts';
import { Category } from '../education/resolvers/category.ts';
import { Course } from '../education/resolvers/course.ts';
import { Payer, PaymentMethod, PaymentTerms } from '../education/resolvers/enums.ts';
import { GapYear } from '../education/resolvers/gap-year.ts';
import { educationMutations } from '../education/resolvers/mutation.ts';
import { PaymentOption } from '../education/resolvers/payment-option.ts';
import { educationQueries } from '../education/resolvers/query.ts';
import { Quote } from '../education/resolvers/quote.ts';
import { Run } from '../education/resolvers/run.ts';
import { Section } from '../education/resolvers/section.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { Address } from '../orders/resolvers/address.ts';
import {
  DeliveryMethod,
  HoldState,
  OrderStatus,
  PaymentKind,
  PaymentStatus,
  QuoteConfirmationState,
} from '../orders/resolvers/enums.ts';
import { ordersMutations } from '../orders/resolvers/mutation.ts';
import { Order } from '../orders/resolvers/order.ts';
import { OrderHold } from '../orders/resolvers/order-hold.ts';
import { OrderLine } from '../orders/resolvers/order-line.ts';
import { OrderTerms } from '../orders/resolvers/order-terms.ts';
import { Payment } from '../orders/resolvers/payment.ts';
import { ordersQueries } from '../orders/resolvers/query.ts';
import { QuoteConfirmation } from '../orders/resolvers/quote-confirmation.ts';
import { Cart } from '../shop/resolvers/cart.ts';
import { CartLine } from '../shop/resolvers/cart-line.ts';
import { CartTotals } from '../shop/resolvers/cart-totals.ts';
import { shopMutations } from '../shop/resolvers/mutation.ts';
import { shopQueries } from '../shop/resolvers/query.ts';
import { RentalPeriod } from '../shop/resolvers/rental-period.ts';
import { TotalsRow } from '../shop/resolvers/totals-block.ts';

// Every domain's resolvers, one file per type under gateway/<domain>/resolvers/, where <domain> is
// the name of the schema/<domain>.graphql file that declares the type and of the api/<domain>/
// folder it reads. Types whose GraphQL fields match the REST or domain names (Faq, Block, Page,
// Widget, OpenDay, ProgrammeItem, TimeSlot, DaySlots, RentalCalendar) need no resolvers.
export const resolvers: Resolvers = {
  Date: DateScalar,
  SafeHtml: SafeHtmlScalar,
  Money,
  Price,
  Query: {
    ping: () => 'pong',
    ...educationQueries,
    ...contentQueries,
    ...catalogueQueries,
    ...shopQueries,
    ...ordersQueries,
    ...accountsQueries,
    ...deskQueries,
    ...plannerQueries,
    ...deskUnitQueries,
    ...deskCustomerQueries,
    ...deskAvailabilityQueries,
  },
  Mutation: {
    ...educationMutations,
    ...contentMutations,
    ...shopMutations,
    ...ordersMutations,
    ...accountsMutations,
    ...deskMutations,
    ...deskUnitMutations,
    ...deskCustomerMutations,
    ...deskCounterMutations,
  },
  Payer,
  PaymentMethod,
  PaymentTerms,
  Course,
  Run,
  PaymentOption,
  GapYear,
  Section,
  Category,
  Quote,
  HomepageConfig,
  BannerItem,
  BannerLink,
  ContactTopic,
  ContentKind,
  DuplicationService,
  EditorSession,
  ContentRevision,
  StockStatus,
  StockFilter,
  ArticleCategory,
  Article,
  ArticleImages,
  AccountPrices,
  ArticleList,
  AbsentKind,
  Sale,
  Cart,
  CartLine,
  CartTotals,
  TotalsRow,
  RentalPeriod,
  DeliveryMethod,
  OrderStatus,
  PaymentStatus,
  PaymentKind,
  HoldState,
  QuoteConfirmationState,
  QuoteConfirmation,
  OrderHold,
  OrderTerms,
  Order,
  OrderLine,
  Address,
  Payment,
  EmailStatus,
  TokenPurpose,
  InvoiceProjectType,
  User,
  Invoice,
  InvoiceSummary,
  TokenCheck,
  DeskSignInStep,
  DeskOrderAttention,
  DeskRefundStatus,
  Staff,
  DeskSession,
  DeskTotpSetup,
  DeskOrderSummary,
  DeskOrderList,
  DeskAuditList,
  DeskOrder,
  DeskCustomer,
  DeskPayment,
  DeskRefund,
  DeskMail,
  DeskReservation,
  DeskNote,
  DeskAuditEntry,
  // The planner (one REST answer per page).
  DeskPlannerState,
  DeskPlanner,
  DeskPlannerArticle,
  DeskPlannerUnit,
  DeskPlannerReservation,
  DeskPlannerHandover,
  DeskPlannerAssignment,
  DeskPlannerRepair,
  // Units, pickup and return.
  DeskUnitStatus,
  DeskUnitCondition,
  DeskCounterMethod,
  DeskUnit,
  DeskUnitArticle,
  DeskUnitOut,
  DeskUnitRepair,
  DeskUnitList,
  DeskCustomerRecord,
  DeskCustomerRecordList,
  DeskArticleAvailability,
  DeskOrderInTheWay,
  DeskHandedUnit,
  DeskRentalLine,
  DeskCollision,
  DeskHandoverOrder,
};
