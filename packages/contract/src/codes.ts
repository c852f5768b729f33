/**
 * Code systems a vendor chooses from by name: the ICD-10-CM for an app's indication (issue 37). The API
 * holds the list (modules/codes, with its origin and licence); the editor searches it as the vendor types.
 */
import { z } from 'zod';

/** The ICD-10-CM as FHIR names it (a Coding's system). */
export const ICD10_CM_SYSTEM = 'http://hl7.org/fhir/sid/icd-10-cm' as const;
/** The release the API holds (modules/codes/data/README.md). */
export const ICD10_CM_VERSION = '2018' as const;

/** A search term: up to this many characters (a code or words of a name). */
export const CODE_QUERY_MAX = 100;
export const CODE_SEARCH_LIMIT_DEFAULT = 20;
export const CODE_SEARCH_LIMIT_MAX = 50;

/** An ICD-10-CM category or subcategory as written: a letter, two digits, optionally a dot and more. */
export const ICD10_CM_CODE_PATTERN = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

export const codeSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Type a code or a word of its name.')
    .max(CODE_QUERY_MAX, `At most ${CODE_QUERY_MAX} characters.`),
  limit: z.coerce.number().int().min(1).max(CODE_SEARCH_LIMIT_MAX).default(CODE_SEARCH_LIMIT_DEFAULT),
});
export type CodeSearchQuery = z.infer<typeof codeSearchQuerySchema>;

export const codedConceptSchema = z.strictObject({
  code: z.string().regex(ICD10_CM_CODE_PATTERN),
  display: z.string().min(1).max(300),
});
export type CodedConcept = z.infer<typeof codedConceptSchema>;

export const codeSearchResponseSchema = z.strictObject({
  system: z.literal(ICD10_CM_SYSTEM),
  version: z.literal(ICD10_CM_VERSION),
  /** The best matches first: the code typed, codes starting with it, then names with every word typed. */
  items: z.array(codedConceptSchema).max(CODE_SEARCH_LIMIT_MAX),
});
export type CodeSearchResponse = z.infer<typeof codeSearchResponseSchema>;
