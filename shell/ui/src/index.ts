/**
 * @portico/shell-ui: the console's theme, icons, layout pieces and the resource kit's generic
 * screens driven by an EntityDef. Shared as a singleton by the shell and every remote.
 */
import './i18n';

export { BRAND, BREAKPOINTS_PX, shadesOf, theme } from './theme';
export { Icon, ICON_NAMES, type IconName, type IconProps } from './icons';
export { PorticoProviders, type PorticoProvidersProps } from './providers';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { UnavailablePanel, type UnavailablePanelProps } from './UnavailablePanel';
export { Breadcrumbs, type BreadcrumbsProps } from './Breadcrumbs';
export {
  REMOTE_SLOT_ID,
  RemoteRouter,
  createRemoteApp,
  waitForElement,
  type RemoteLifecycles,
  type RemoteMountProps,
  type RemoteRoute,
} from './remote-app';
export { ResourceList, StatusBadge, type ExtraColumn, type ResourceListProps } from './resource/ResourceList';
export { ResourceView, RecordProblem, type ResourceViewExtras } from './resource/ResourceView';
export { AttachmentsPanel, takesAttachments, uploadAttachments } from './resource/Attachments';
// File sizes are the SDK's display formats (ADR 0067); kept here for the remotes that import them from the kit.
export { formatBytes } from '@portico/shell-sdk';
export {
  ResourceForm,
  type ResourceFormEndpoint,
  type ResourceFormFieldApi,
  type ResourceFormProps,
  type ResourceFormSection,
  type ResourceFormSectionTitle,
} from './resource/ResourceForm';
export { resourceRoutes, type ResourceRoutesOptions } from './resource/routes';
export { combineFeatures, resourceFeature, resourceMenuItem, resourcePages, type ResourceFeatureOptions } from './resource/feature';
export { ResourceImport } from './resource/ResourceImport';
export { FieldInput, FieldValue, RefSelect, RefValue, useRefOptions } from './resource/fields';
export { bringEntity, catalogueEntities, entityNamed, entityOfModule, requestableActionsOfModule } from './resource/catalogue';
export { RelatedList, type RelatedListProps } from './resource/RelatedList';
export { RecordActions } from './resource/RecordActions';
export { ContributedSections } from './resource/ContributedSections';
export { visibleSections } from './resource/sections';
export {
  resourceKeys,
  useLifecycleAction,
  useRecordAction,
  useResourceList,
  useResourceRecord,
  type ListPage,
  type ListParams,
  type RecordActionBody,
  type ResourceRecord,
  type StatusFilter,
} from './resource/hooks';
export { changedValues, initialValues, useSchemaForm, withoutBlanks, zodErrors, zodResolver } from './resource/form';
export { uiTranslations } from './i18n';
export { CalendarView } from './calendar/CalendarView';
export { readableColor } from './calendar/readable-color';
export type { CalendarViewProps } from './calendar/types';
export {
  CALENDAR_EVENT_CAP,
  calendarListQuery,
  isoDate,
  rangeQuery,
  type CalendarExtraEvent,
  type RangeQueryOptions,
  type VisibleRange,
} from './calendar/range';
export { BarChartCard, DonutChartCard, LineChartCard, preloadLineChart } from './charts/ChartCards';
export { StatCard, type StatCardProps } from './charts/StatCard';
export { ReportPage, type ReportPageProps } from './report/ReportPage';
export { useReport, type ReportSource } from './report/use-report';
export { reportQuery, stateSlices } from './report/report-data';
export { DateFilter } from './report/DateFilter';
export { DateRangeFilter } from './report/DateRangeFilter';
export { ReportFilters, useReportFilters, type ReportFilterState } from './report/ReportFilters';
export { StatGrid } from './report/StatGrid';
export { Poster, type PosterProps } from './poster/Poster';
export { FileDrop, type FileDropProps } from './FileDrop';
export { PropertyFilter } from './filters/PropertyFilter';
export type { BarChartCardProps, ChartCardBase, ChartSeries, DonutChartCardProps, LineChartCardProps } from './charts/types';
export { CSV_CHUNK_SIZE, detectNewline, readCsvFile, type CsvRecords } from './csv';
export type { RemoteFeature } from './remote-feature';
export { Conversation, type ConversationProps } from './conversation/Conversation';
export { downloadAttachment, saveBlob } from './download';
