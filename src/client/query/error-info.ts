// What a section needs to know about a failed query, whether the error is a live TRPCClientError or a
// plain object that arrived in the streamed cache from the server.
import { appCodeFromTrpc, ERROR_CATALOGUE, type AppErrorCode } from '../../shared/errors/catalogue.ts';

export interface ErrorInfo {
  appCode: AppErrorCode;
  message: string;
  httpStatus: number;
}

interface ErrorLike {
  message?: unknown;
  data?: { code?: unknown; httpStatus?: unknown } | null;
}

let noAnswerMessage: string | undefined;

/**
 * The browser's words, in the page's language, for a failure that never reached Lumen's server (offline,
 * a cut connection, an answer that could not be read): set once per page load by the browser entry. Its
 * raw text ('Failed to fetch') says nothing to a person and is always English.
 */
export function setNoAnswerMessage(message: string): void {
  noAnswerMessage = message;
}

export function errorInfo(error: unknown): ErrorInfo {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const trpcCode = typeof candidate.data?.code === 'string' ? candidate.data.code : undefined;
  const appCode = appCodeFromTrpc(trpcCode);
  const own = typeof candidate.message === 'string' && candidate.message ? candidate.message : undefined;
  const message = (trpcCode === undefined ? noAnswerMessage : undefined) ?? own ?? ERROR_CATALOGUE[appCode].title;
  return { appCode, message, httpStatus: ERROR_CATALOGUE[appCode].httpStatus };
}

/** A plain, serialisable copy of an error for the streamed cache. */
export function plainError(error: unknown): { message: string; data: { code: string; httpStatus: number } } {
  const info = errorInfo(error);
  return { message: info.message, data: { code: ERROR_CATALOGUE[info.appCode].trpc, httpStatus: info.httpStatus } };
}
