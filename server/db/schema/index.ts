// The schema as one object for Drizzle's relational queries and drizzle-kit; tables live per domain.
export * from './accounts';
export * from './audit';
export * from './auth';
export * from './bin-sets';
export * from './cards';
export * from './companies';
export * from './content';
export * from './crypto';
export * from './jobs';
export * from './ledger';
export * from './notifications';
export * from './onboarding';
export * from './platform';
export * from './tariffs';
export * from './telegram';
export * from './transfer-minimums';
export * from './users';
