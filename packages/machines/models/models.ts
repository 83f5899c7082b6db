import { appVersionMachine } from '../src/app-version.machine';
import { asyncResourceMachine } from '../src/async-resource.machine';
import { brandSwitchMachine } from '../src/brand-switch.machine';
import { chatMachine } from '../src/chat.machine';
import {
  offlineTransactionMachine,
  validateOfflineTransaction,
} from '../src/offline-transaction.machine';
import { isBrandIdList, isCreateOrVariantPath } from '../src/paths';
import { discussionMachine } from '../src/discussion.machine';
import { notificationsMachine } from '../src/notifications.machine';
import { onboardingPromotionMachine } from '../src/onboarding-promotion.machine';
import { sessionMachine } from '../src/session.machine';
import { sidebarMachine } from '../src/sidebar.machine';
import { after, done, failed, keyOf } from './model';
import type { MachineModel } from './model';

export const sidebarModel: MachineModel = {
  simplePaths: true,
  name: 'sidebar',
  machine: sidebarMachine,
  inputs: [{ width: 1440 }, { width: 1440, minimised: true }, { width: 375 }],
  events: () => [
    { type: 'sidebar.toggle' },
    { type: 'sidebar.resize', width: 1440 },
    { type: 'sidebar.resize', width: 375 },
    { type: 'sidebar.backdropClick' },
    { type: 'sidebar.reset' },
  ],
  serializeState: keyOf((s) => s.context.minimised),
};

export const chatModel: MachineModel = {
  name: 'chat',
  machine: chatMachine,
  inputs: [{ loginStatus: false, showEntryPoint: true }],
  events: () => [
    { type: 'chat.messageReceived', message: { comment_before_id: 1 } },
    { type: 'chat.clear' },
    { type: 'chat.loginStatusChanged', status: true },
    { type: 'chat.unreadCountChanged', count: 2 },
    { type: 'chat.entryPointToggled', visible: false },
  ],
  serializeState: keyOf(),
};

export const appVersionModel: MachineModel = {
  simplePaths: true,
  name: 'appVersion',
  machine: appVersionMachine,
  inputs: [
    { appVersion: '2.0.0', cookieVersion: '1.0.0', fullPath: '/home', chunkReloadedMsAgo: 1000 },
    { appVersion: '2.0.0', cookieVersion: null, fullPath: '/home' },
    { appVersion: '2.0.0', cookieVersion: '2.0.0', fullPath: '/home' },
  ],
  events: () => [
    { type: 'app.navigated', fullPath: '/product' },
    { type: 'app.chunkLoadFailed' },
    done('removeServiceWorkersAndCaches'),
    failed('removeServiceWorkersAndCaches'),
    after('serviceWorkerReloadDelay', 'appVersion.version.waitingToReload'),
    after('chunkReloadThrottle', 'appVersion.chunkReload.throttled'),
  ],
  serializeState: keyOf(),
};

export const asyncResourceModel: MachineModel = {
  simplePaths: true,
  name: 'asyncResource',
  machine: asyncResourceMachine,
  inputs: [{}, { params: 1 }],
  events: () => [
    { type: 'resource.load', params: 1 },
    { type: 'resource.load', params: 2, keepData: true },
    { type: 'resource.retry' },
    { type: 'resource.loaded', data: 'data' },
    { type: 'resource.failed', error: new Error('Terjadi kesalahan') },
  ],
  serializeState: keyOf((s) => s.context.params !== null),
};

const offlineRules = {
  requiredFields: ['customerName', 'transactionDate'],
  dateFields: ['transactionDate'],
};
export const offlineTransactionModel: MachineModel = {
  simplePaths: true,
  name: 'offlineTransaction',
  machine: offlineTransactionMachine,
  inputs: [offlineRules],
  events: () => [
    { type: 'offline.change', field: 'customerName', value: 'Toko Sari' },
    { type: 'offline.change', field: 'transactionDate', value: '2024-05-01' },
    { type: 'offline.change', field: 'transactionDate', value: '01-05-2024' },
    { type: 'offline.submit' },
    { type: 'offline.reset' },
    done('fetchMultistockPhase2', true),
    done('fetchMultistockPhase2', false),
    failed('fetchMultistockPhase2'),
    done('saveOfflineTransaction', {}),
    failed('saveOfflineTransaction'),
  ],
  serializeState: keyOf((s) =>
    Object.keys(validateOfflineTransaction(s.context.values, offlineRules)).sort(),
  ),
};

const productQuestionCount = { totalNotAnswered: 1, totalQuestion: 2, totalAnswered: 1 };
export const brandSwitchModel: MachineModel = {
  name: 'brandSwitch',
  machine: brandSwitchMachine,
  inputs: [
    {
      brandId: '10',
      pathname: '/home',
      onboardingAllowed: true,
      activeTransactionStatuses: [1, 2, 3, 8],
    },
    {
      brandId: null,
      pathname: '/home',
      onboardingAllowed: false,
      activeTransactionStatuses: [1, 2, 3, 8],
    },
  ],
  events: () => [
    { type: 'brand.select', brandId: '10' },
    { type: 'brand.select', brandId: '20' },
    { type: 'brand.select', brandId: '10,20' },
    { type: 'brand.confirm' },
    { type: 'brand.cancel' },
    { type: 'brand.refreshCounts' },
    { type: 'route.changed', pathname: '/product-v3/create' },
    { type: 'route.changed', pathname: '/home' },
    done('fetchOrderCount', [{ status: 1, total: 2 }]),
    failed('fetchOrderCount'),
    done('fetchProductQuestionCount', productQuestionCount),
    failed('fetchProductQuestionCount'),
  ],
  serializeState: keyOf((s) => [
    s.context.brandId,
    isCreateOrVariantPath(s.context.pathname),
    isBrandIdList(s.context.pendingBrandId),
  ]),
};

const userData = { id: 'u1', name: 'Sari' };
export const sessionModel: MachineModel = {
  name: 'session',
  machine: sessionMachine,
  inputs: [{ hasSessionToken: false }, { hasSessionToken: true }],
  events: () => [
    { type: 'session.signIn', username: 'sari', password: 'rahasia' },
    { type: 'session.logout' },
    { type: 'session.unauthorized' },
    { type: 'session.retry' },
    { type: 'session.selectBrand', brandId: '20' },
    { type: 'session.selectBrand', brandId: '10,20' },
    { type: 'session.savePageParams', params: { path: '/home', query: {} } },
    { type: 'session.hideProductVideoBanner' },
    { type: 'session.updateUser', user: { id: 'u1', name: 'Sari Dewi' } },
    done('requestPasswordToken', { accessToken: 'tok', expiresIn: 60 }),
    failed('requestPasswordToken'),
    done('loginTenant', {}),
    failed('loginTenant'),
    done('fetchProfile', userData),
    failed('fetchProfile'),
    done('fetchSessionData', {
      user: userData,
      brands: [{ id: '10', name: 'A' }],
      menu: [],
      permissions: null,
      config: null,
    }),
    done('fetchSessionData', {
      user: userData,
      brands: [],
      menu: [],
      permissions: null,
      config: null,
    }),
    failed('fetchSessionData'),
    done('fetchBrandData', { id: '10', brandName: 'A' }),
    failed('fetchBrandData'),
  ],
  serializeState: keyOf((s) => s.context.brandId),
};

const unreadAnnouncement = { brandId: '10', announcementId: 'a1', isRead: false };
export const onboardingPromotionModel: MachineModel = {
  name: 'onboardingPromotion',
  machine: onboardingPromotionMachine,
  inputs: [
    {
      brandId: '10',
      tenantType: 'partner',
      onboardingAllowed: true,
      onboardFlag: true,
      promotionFlag: true,
      onLandingPage: true,
    },
    {
      brandId: '10',
      tenantType: 'stockist',
      onboardingAllowed: false,
      onboardFlag: true,
      promotionFlag: false,
      onLandingPage: false,
    },
  ],
  events: () => [
    { type: 'onboarding.start', hasUser: true },
    { type: 'onboarding.brandChanged', brandId: '20', promotionFlag: true },
    { type: 'onboarding.brandChanged', brandId: '21', promotionFlag: false },
    { type: 'onboarding.pageChanged', landing: true },
    { type: 'onboarding.pageChanged', landing: false },
    { type: 'onboarding.close' },
    { type: 'onboarding.openGuide' },
    { type: 'promotion.close' },
    { type: 'promotion.openLink' },
    done('fetchOnboarding', unreadAnnouncement),
    done('fetchOnboarding', null),
    failed('fetchOnboarding'),
    done('markOnboardingRead', {}),
    failed('markOnboardingRead'),
    done('fetchPromotionBanner', {
      id: 'p1',
      informationName: 'Promo',
      linkUrl: '/promo',
      imageUrl: '/p.png',
    }),
    done('fetchPromotionBanner', null),
    failed('fetchPromotionBanner'),
    after('onboardResultReset', 'onboardingPromotion.updateResult.success'),
    after('onboardResultReset', 'onboardingPromotion.updateResult.error'),
  ],
  serializeState: keyOf((s) => [
    s.context.onboardFlag,
    s.context.promotionFlag,
    s.context.loadingFinished,
    s.context.onLandingPage,
  ]),
};

const unreadNotification = {
  createdAt: '2024-05-01T10:00:00Z',
  entityId: 'n1',
  title: 'Pesanan baru',
  isRead: false,
  message: '<p>Pesanan</p>',
  context: 'transaction',
};
const unreadCount = { totalProduct: 1, totalTransaction: 1, totalCount: 2 };
const notificationPage = (currentPage: number) => ({
  data: [unreadNotification],
  metadata: { currentPage, totalPage: 2 },
});
export const notificationsModel: MachineModel = {
  name: 'notifications',
  machine: notificationsMachine,
  inputs: [
    {
      brandId: '10',
      countPollingEnabled: true,
      pollIntervalMs: 30_000,
      transactionPath: '/transaction',
      productPath: '/product-v3',
    },
  ],
  events: () => [
    { type: 'notifications.open' },
    { type: 'notifications.close' },
    { type: 'notifications.selectTab', tab: 'product' },
    { type: 'notifications.loadMore' },
    { type: 'notifications.refreshCounts' },
    { type: 'notifications.read', notification: unreadNotification },
    { type: 'notifications.read', notification: { ...unreadNotification, isRead: true } },
    { type: 'notifications.readAll' },
    { type: 'notifications.brandChanged', brandId: '20' },
    done('fetchUnreadCount', unreadCount),
    failed('fetchUnreadCount'),
    done('refreshUnreadCount', unreadCount),
    failed('refreshUnreadCount'),
    done('fetchNotifications', notificationPage(1)),
    failed('fetchNotifications'),
    done('fetchMoreNotifications', notificationPage(2)),
    failed('fetchMoreNotifications'),
    done('markNotificationRead', {}),
    failed('markNotificationRead'),
    done('markAllNotificationsRead', {}),
    failed('markAllNotificationsRead'),
    after('pollInterval', 'notifications.counts.waiting'),
  ],
  serializeState: keyOf((s) => [
    s.context.page < s.context.totalPage,
    s.context.pendingTarget !== null,
    // One or several views: all the close guard tells apart, so traversal stays finite.
    Math.min(s.context.viewers, 2),
  ]),
};

const discussionItem = {
  productModelId: 'm1',
  productVariantId: 'v1',
  variantName: 'Kaos',
  totalQuestion: 1,
  questions: [],
};
const discussionPage = (currentPage: number) => ({
  data: [discussionItem],
  metadata: {
    currentPage,
    nextPage: null,
    pageSize: 10,
    previousPage: null,
    totalItem: 20,
    totalPage: 2,
  },
});
const questionItem = {
  id: 'q1',
  author: 'Budi',
  body: 'Ready?',
  isRead: false,
  isAnswered: false,
  isReported: false,
  isDone: false,
  createdDate: '2024-05-01',
  totalComments: 0,
  comments: [],
};
export const discussionModel: MachineModel = {
  name: 'discussion',
  machine: discussionMachine,
  inputs: [{ brandId: '10' }],
  events: () => [
    { type: 'discussion.selectTab', tab: 'answered' },
    { type: 'discussion.search', q: 'kaos' },
    { type: 'discussion.changeParams', params: { sortDirection: 'asc' } },
    { type: 'discussion.loadMore' },
    { type: 'discussion.goToPage', page: 2 },
    { type: 'discussion.refresh' },
    { type: 'discussion.retry' },
    { type: 'discussion.refreshCounts' },
    { type: 'discussion.select', discussion: discussionItem },
    { type: 'discussion.openChat', question: questionItem },
    { type: 'discussion.closeChat' },
    { type: 'discussion.reply', body: 'Ready kak' },
    { type: 'discussion.openReport', target: { questionId: 'q1' } },
    { type: 'discussion.submitReport', reasonId: 1 },
    { type: 'discussion.cancelReport' },
    done('fetchDiscussions', discussionPage(1)),
    failed('fetchDiscussions'),
    done('fetchMoreDiscussions', discussionPage(2)),
    failed('fetchMoreDiscussions'),
    done('fetchQuestionCount', { totalNotAnswered: 1, totalQuestion: 2, totalAnswered: 1 }),
    failed('fetchQuestionCount'),
    done('postReply', {}),
    done('postReply', { kept: true }),
    failed('postReply'),
    done('fetchReportReasons', [{ id: 1 }]),
    failed('fetchReportReasons'),
    done('postReport', {}),
    failed('postReport'),
  ],
  serializeState: keyOf((s) => [
    s.context.paramsDiscussion.page < (s.context.metadataDiscussion.totalPage ?? 0),
    s.context.listReasonReport.length > 0,
  ]),
};

export const models: MachineModel[] = [
  sidebarModel,
  chatModel,
  appVersionModel,
  asyncResourceModel,
  offlineTransactionModel,
  brandSwitchModel,
  sessionModel,
  onboardingPromotionModel,
  notificationsModel,
  discussionModel,
];
