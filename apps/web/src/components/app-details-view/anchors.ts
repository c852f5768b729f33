/** The Interoperability section's id: the profile's summary near the top of the app's page links to it. */
export const INTEROPERABILITY_ID = 'interoperability';
