// Code systems vendors choose from by name (the ICD-10-CM for indications), searched by the editor.
export { codesRoutes } from './codes-routes.ts';
export { lookupIcd10, searchIcd10 } from './icd10.ts';
