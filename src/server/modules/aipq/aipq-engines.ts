import { engineOf, extractWith } from '#server/lib/extraction/engines';
import type { ExtractionInput, ExtractionResult } from '#server/lib/extraction/engine';
import type { TAipqEngine } from '#shared/lib/aipq';

/**
 * The extraction engines as the aipq module uses them: the registry of lib/extraction in the
 * app, a fake in tests of the extraction job.
 */
export interface AipqEngines {
  /** False for an engine the server lacks the configuration of (llm without AIPQ_LLM_URL). */
  isAvailable(engine: TAipqEngine): boolean;
  /** Runs the engine on the chosen pages; throws ExtractionError with the message to show. */
  extract(engine: TAipqEngine, input: ExtractionInput): Promise<ExtractionResult>;
}

/** The engines of lib/extraction (layout, ocr, llm when configured). */
export const extractionEngines: AipqEngines = {
  isAvailable: (engine) => engineOf(engine).available,
  extract: (engine, input) => extractWith(engine, input),
};
