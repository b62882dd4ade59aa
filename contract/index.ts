/** The API both sides speak: envelope, codes, auth and socket schemas. Import from here. */
export * from './codes';
export * from './envelope';
export * from './auth';
export * from './ws';
