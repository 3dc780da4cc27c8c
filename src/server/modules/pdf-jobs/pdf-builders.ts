/**
 * The PDF builders a job can run, by type (docs/decisions/035). A module makes its document
 * available to createPdf with one line, e.g. `registerPdfBuilder('specs', buildSpecsPdf, ZSpecsPdfPayload)`
 * (see ./builders.ts). The builder runs in the job worker with the caller's context: `ctx.user` is
 * who asked and `ctx.viewer` is set when a token viewer asked, so it prints what they may see.
 */
import type { z } from 'zod';
import type { ServiceContext } from '#server/lib/context';
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
}

const builders = new Map<string, RegisteredPdfBuilder>();

/**
 * Makes `type` creatable through createPdf. `options` validates the request's `options` object
 * (its output is what the builder receives); without it the builder receives `{}`-or-what-was-sent.
 * Registering a type again replaces its builder.
 */
export function registerPdfBuilder<O>(type: string, build: PdfBuilder<O>, options?: z.ZodType<O>): void {
  builders.set(type, { build: build as PdfBuilder<unknown>, options: options ?? null });
}

/** The builder registered for `type`, if any. */
export function pdfBuilderOf(type: string): RegisteredPdfBuilder | undefined {
  return builders.get(type);
}
