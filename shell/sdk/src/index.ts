/**
 * @portico/shell-sdk: the one copy of auth, session, API client, QueryClient, router, i18n,
 * formatting and toasts that the shell and every remote share (a Module Federation singleton).
 */
export { ApiClient, buildUrl, type ApiClientOptions, type QueryValue, type RequestOptions } from './api';
export { ApiError, errorMessage, isApiError, type ApiErrorCode } from './errors';
export {
  AUTH_URLS,
  HOME_PATH,
  LOGIN_PATH,
  accessToken,
  api,
  currentSubject,
  consumeReturnTo,
  initAuth,
  isLoggedIn,
  reloadPrincipal,
  login,
  logout,
  sessionLost,
  warnAlreadyLoggedIn,
  type AuthInitResult,
} from './auth';
export {
  can,
  displayNameOf,
  primaryRole,
  setAnonymous,
  setAuthenticated,
  useCan,
  usePrincipal,
  useSession,
  type Principal,
  type SessionState,
  type SessionStatus,
} from './session';
export {
  Link,
  NAVIGATE_EVENT,
  isUnderPrefix,
  linkClick,
  linkProps,
  matchPath,
  navigate,
  parseLocation,
  safeRedirectPath,
  useLocation,
  type LinkProps,
  type PorticoLocation,
  type RouteParams,
} from './router';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  currentLanguage,
  i18n,
  isLanguage,
  labelText,
  registerTranslations,
  setLanguage,
  useLabel,
  useLanguage,
  type Language,
  type Translations,
} from './i18n';
export {
  CURRENCY,
  formatBytes,
  formatClock,
  formatCompactMoney,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  moneyInputFormat,
  plural,
} from './format';
export { TOAST_MS, toast } from './toast';
export { queryClient } from './query';
export {
  APP_TITLE,
  HOME_CRUMB_URL,
  documentTitle,
  setPageMeta,
  usePageMeta,
  usePageMetaStore,
  type Crumb,
  type PageMeta,
} from './page-meta';
export {
  fetchManifest,
  parseManifest,
  quickAccessOf,
  remoteForPath,
  remoteTitle,
  sectionsFor,
  validateRemoteDeclaration,
  type ContributedSection,
  type KeyedLabel,
  type MenuSection,
  type PageTitle,
  type ParsedManifest,
  type RemoteHeaderItem,
  type RemoteManifest,
  type RemoteMenuItem,
  type RemotePage,
  type RemoteQuickAccess,
  type RemoteSection,
  type RemoteWidget,
} from './manifest';
export {
  loadExposedModule,
  publishContributions,
  registerExposedModuleLoader,
  useContributions,
  type ExposedModuleLoader,
} from './contributions';
export { STORAGE_KEYS, readUserInfo, sessionRemembered, storedSessionValid, type StoredUserInfo } from './storage';
export { startViewAs, stopViewAs, useViewAs, type ViewAsUser } from './view-as';
export { VIEW_AS_HEADER, useViewAsStore } from './view-as-state';
export {
  connectLiveChanges,
  refreshEverything,
  refreshOnChange,
  resourceQueryRoot,
  type LiveChange,
  type LiveChangesOptions,
} from './live-changes';
export { onLiveChange, useLiveChanges } from './live';
export {
  currentLabelOverrides,
  defineLabels,
  i18nLabelNamespace,
  labelCatalogue,
  onLabelOverrides,
  overrideText,
  setLabelOverrides,
} from './labels';
export { loadLabelOverrides, useLabelOverridesSync } from './label-sync';
export {
  ProviderError,
  completePasswordReset,
  keycloakResetCredentialsUrl,
  providerFeatures,
  reauthenticateInPopup,
  requestPasswordReset,
  verifyPassword,
  type ProviderFeatures,
} from './identity-provider';
