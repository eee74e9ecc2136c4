/**
 * The calls the page makes to the catalogue worker (catalog-worker.ts), which keeps the saved
 * catalogue prepared in memory off the main thread and runs the assistant's engine over it offline. Each request carries an id its reply repeats.
 */
import {
  type AssistantReply,
  type AssistantRequestInput,
} from '../../../shared/assistant/assistant-contract';
import { type CatalogueQuery } from '../../../shared/catalog/catalog-query';
import { type CourseListItem, type CourseListResponse } from '../../../shared/catalog/course-list';
import { type Currency } from '../../../shared/catalog/currencies';
import { type LanguageCode } from '../../../shared/i18n/languages';

/** A result page from the saved catalogue, and when it was saved. */
export type SavedCourseList = CourseListResponse & { savedAt: number };

/** A program's card from the saved catalogue, with related programs, for offline detail pages. */
export interface SavedCourseCard {
  item: CourseListItem;
  related: CourseListItem[];
  currency: Currency;
  /** The day of the saved exchange rates the amounts were converted with. */
  ratesDate: string;
  savedAt: number;
}

export interface CatalogueWorkerCalls {
  /** Reads and prepares the saved catalogue now, so the first offline query finds it ready. */
  warm: { args: Record<string, never>; result: null };
  query: { args: { query: CatalogueQuery; currency: string }; result: SavedCourseList };
  card: { args: { idOrSlug: string; currency: string }; result: SavedCourseCard | null };
  /** The cards of several programs (the favourites list), null for one no longer offered. */
  items: {
    args: { ids: string[]; currency: string };
    result: (CourseListItem | null)[];
  };
  /** Brings the saved catalogue up to date from the API. */
  refresh: { args: Record<string, never>; result: null };
  /** Saves the assistant's knowledge for a language, for offline answers. */
  saveKnowledge: { args: { language: LanguageCode }; result: null };
  /** The assistant's answer from the saved knowledge and catalogue (offline). */
  answer: { args: { request: AssistantRequestInput }; result: AssistantReply };
}

export type CatalogueWorkerCall = keyof CatalogueWorkerCalls;

export type CatalogueWorkerRequest = {
  [Call in CatalogueWorkerCall]: {
    id: number;
    call: Call;
    args: CatalogueWorkerCalls[Call]['args'];
  };
}[CatalogueWorkerCall];

export type CatalogueWorkerReply =
  | { id: number; ok: true; result: CatalogueWorkerCalls[CatalogueWorkerCall]['result'] }
  | { id: number; ok: false; message: string };
