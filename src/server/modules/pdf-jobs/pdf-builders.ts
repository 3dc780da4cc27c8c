/**
 * The PDF builders a job can run, by type (docs/decisions/035). A module makes its document
 * available to createPdf with one line, e.g. `registerPdfBuilder('specs', buildSpecsPdf, ZSpecsPdfPayload)`
 * (see ./builders.ts). The builder runs in the job worker with the caller's context: `ctx.user` is
 * who asked and `ctx.viewer` is set when a token viewer asked, so it prints what they may see.
 */
import type { z } from 'zod';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';

/** A finished document: its bytes and the name it downloads under. */
export interface PdfBuildResult {
  pdf: Buffer;
  fileName: string;
}

/** Builds one document of a specbook; a throw fails the job (nothing is stored). */
export type PdfBuilder<O> = (ctx: ServiceContext, storage: FileStorage, specbookId: number, options: O) => Promise<PdfBuildResult>;

/** A registered builder with the schema of its options. */
export interface RegisteredPdfBuilder {
  build: PdfBuilder<unknown>;
  /** Validates createPdf's `options` (400 on failure); absent options are `{}`. */
  options: z.ZodType | null;
  /** False for a seller-only document (its endpoint is not open to token viewers): a viewer's createPdf answers 404. */
  viewers: boolean;
  /** Refuses (throws, e.g. 403) options the caller may not ask for, before the job is recorded. */
  check: ((user: AuthUser, options: unknown) => void) | null;
}

/** How a type is offered. */
export interface PdfBuilderAccess<O> {
  /** Whether e-Specbook / QR token viewers may create it (true by default; the builder then applies their caps). */
  viewers?: boolean;
  /** Refuses options the caller may not ask for (403) when the job is asked, not when it runs. */
  check?: (user: AuthUser, options: O) => void;
}

const builders = new Map<string, RegisteredPdfBuilder>();

/**
 * Makes `type` creatable through createPdf. `options` validates the request's `options` object
 * (its output is what the builder receives); without it the builder receives `{}`-or-what-was-sent.
 * `access.viewers: false` keeps token viewers out of a seller-only document.
 * Registering a type again replaces its builder.
 */
export function registerPdfBuilder<O>(type: string, build: PdfBuilder<O>, options?: z.ZodType<O>, access: PdfBuilderAccess<O> = {}): void {
  builders.set(type, {
    build: build as PdfBuilder<unknown>,
    options: options ?? null,
    viewers: access.viewers ?? true,
    check: (access.check as RegisteredPdfBuilder['check'] | undefined) ?? null,
  });
}

/** The builder registered for `type`, if any. */
export function pdfBuilderOf(type: string): RegisteredPdfBuilder | undefined {
  return builders.get(type);
}
