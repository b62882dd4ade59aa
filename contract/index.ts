/** The API both sides speak: envelope, codes, auth, directory, system data, forms, files, punches, workflow, messages, payslips and socket schemas. Import from here (HR form definitions: contract/hrForm; the form vocabulary: contract/form). */
export * from './wire';
export * from './codes';
export * from './envelope';
export * from './time';
export * from './auth';
export * from './directory';
export * from './system';
export * from './leave';
export * from './ws';
export * from './chat';
export * from './file';
export * from './punch';
export * from './workflow';
export * from './message';
export * from './payslip';
export * from './push';
