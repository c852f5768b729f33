import { type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [];

export const functions: Catalogue['functions'] = {};
